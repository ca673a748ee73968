import { act, renderHook } from "@testing-library/react";
import { describe, expect, it } from "vitest";
import { TEST_USER } from "../test/fixtures";
import { GENERATING_STORAGE_KEY, generatingStore } from "./generating";
import { SESSION_STORAGE_KEY, sessionStore, useSession } from "./session";

describe("session store", () => {
  it("persists user and token as auth-storage in the zustand-persist shape", () => {
    sessionStore.setSession(TEST_USER, "tok");
    expect(JSON.parse(localStorage.getItem(SESSION_STORAGE_KEY)!)).toEqual({
      state: { user: TEST_USER, token: "tok" },
      version: 0
    });
  });

  it("restores a session written by an earlier visit", () => {
    localStorage.setItem(SESSION_STORAGE_KEY, JSON.stringify({ state: { user: TEST_USER, token: "old" }, version: 0 }));
    sessionStore.reload();
    expect(sessionStore.getState()).toEqual({ user: TEST_USER, token: "old" });
  });

  it("treats corrupt storage as logged out", () => {
    localStorage.setItem(SESSION_STORAGE_KEY, "{not json");
    sessionStore.reload();
    expect(sessionStore.getState()).toEqual({ user: null, token: null });
  });

  it("updates credits and profile fields", () => {
    sessionStore.setSession(TEST_USER, "tok");
    sessionStore.setCredits(12);
    sessionStore.updateUser({ name: "Ravi", location: "Jaipur" });
    expect(sessionStore.getState().user).toEqual({ ...TEST_USER, credits: 12, name: "Ravi", location: "Jaipur" });
  });

  it("useSession re-renders on changes and says whether someone is logged in", () => {
    const { result } = renderHook(() => useSession());
    expect(result.current.isLoggedIn).toBe(false);
    act(() => sessionStore.setSession(TEST_USER, "tok"));
    expect(result.current).toMatchObject({ user: TEST_USER, token: "tok", isLoggedIn: true });
  });

  it("logout clears user, token, the generating list, both storages and cookies", () => {
    sessionStore.setSession(TEST_USER, "tok");
    localStorage.setItem(
      GENERATING_STORAGE_KEY,
      JSON.stringify({ state: { generatingItineraries: [{ id: "a", destination: "Goa" }] }, version: 3 })
    );
    generatingStore.reload();
    localStorage.setItem("selectedDestination", "Goa");
    sessionStorage.setItem("anything", "1");
    // biome-ignore lint/suspicious/noDocumentCookie: the test sets a cookie the way a page would.
    document.cookie = "tracking=abc; path=/";
    expect(document.cookie).toContain("tracking=abc");

    sessionStore.logout();

    expect(sessionStore.getState()).toEqual({ user: null, token: null });
    expect(generatingStore.getState().generatingItineraries).toEqual([]);
    expect(localStorage.length).toBe(0);
    expect(sessionStorage.length).toBe(0);
    expect(document.cookie).not.toContain("tracking=abc");
  });
});

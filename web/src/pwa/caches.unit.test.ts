import { beforeEach, describe, expect, it, vi } from "vitest";
import { sessionStore } from "../stores/session";
import { TEST_USER } from "../test/fixtures";
import { ITINERARY_CACHE, MY_LIST_CACHE } from "./caches";

// On a shared phone the next traveller must not find the last one's itineraries offline.
describe("the offline copies of itineraries", () => {
  const deleted = vi.fn(async (_name: string) => true);
  beforeEach(() => {
    vi.stubGlobal("caches", { delete: deleted });
    deleted.mockClear();
  });

  it("are forgotten when the traveller logs out (also when a 401 logs them out)", () => {
    sessionStore.setSession(TEST_USER, "tok");
    expect(deleted).not.toHaveBeenCalled();
    sessionStore.logout();
    expect(deleted.mock.calls.map(([name]) => name).sort()).toEqual([ITINERARY_CACHE, MY_LIST_CACHE].sort());
  });

  it("are forgotten when another traveller logs in on this device, kept when the same one renews", () => {
    sessionStore.setSession(TEST_USER, "tok");
    sessionStore.setSession(TEST_USER, "tok2");
    expect(deleted).not.toHaveBeenCalled();
    sessionStore.setSession({ ...TEST_USER, id: "user-2" }, "tok3");
    expect(deleted).toHaveBeenCalledTimes(2);
  });
});

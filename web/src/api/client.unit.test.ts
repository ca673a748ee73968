import { afterEach, describe, expect, it, vi } from "vitest";
import { authApi } from "../auth/api";
import { itineraryApi } from "../itinerary/api";
import { SESSION_STORAGE_KEY, sessionStore } from "../stores/session";
import { TEST_USER } from "../test/fixtures";
import { API_TIMEOUT_MS, ApiError, AUTH_REQUIRED_MESSAGE, api, NETWORK_ERROR_MESSAGE } from "./client";

function answer(status: number, body?: unknown, headers: Record<string, string> = {}) {
  const fetchMock = vi.fn(async (_input: RequestInfo | URL, _init?: RequestInit) =>
    new Response(body === undefined ? null : JSON.stringify(body), { status, headers })
  );
  vi.stubGlobal("fetch", fetchMock);
  return fetchMock;
}

async function failure(promise: Promise<unknown>): Promise<ApiError> {
  try {
    await promise;
  } catch (error) {
    if (error instanceof ApiError) return error;
    throw error;
  }
  throw new Error("expected the call to fail");
}

describe("api client", () => {
  afterEach(() => vi.useRealTimers());

  it("calls /api with JSON and the bearer token of the session", async () => {
    sessionStore.setSession(TEST_USER, "tok-123");
    const fetchMock = answer(200, { credits: 9 });
    await expect(api.post("/auth/update-profile", { name: "Asha", location: "Pune" })).resolves.toEqual({ credits: 9 });
    const [url, init] = fetchMock.mock.calls[0]!;
    expect(url).toBe("/api/auth/update-profile");
    const headers = init?.headers as Record<string, string>;
    expect(headers.Authorization).toBe("Bearer tok-123");
    expect(headers["Content-Type"]).toBe("application/json");
    expect(init?.body).toBe(JSON.stringify({ name: "Asha", location: "Pune" }));
  });

  it("sends no Authorization header when nobody is logged in", async () => {
    const fetchMock = answer(200, { ok: true });
    await api.get("/payments/packages");
    const headers = fetchMock.mock.calls[0]![1]?.headers as Record<string, string>;
    expect(headers.Authorization).toBeUndefined();
  });

  it("uses the server's message for errors", async () => {
    answer(400, { _tag: "VerificationFailed", message: "Payment verification failed" });
    const error = await failure(api.post("/payments/verify", {}));
    expect(error.status).toBe(400);
    expect(error.message).toBe("Payment verification failed");
    expect(error.tag).toBe("VerificationFailed");
  });

  it("gives the service's own message (spec section 8) when the answer carries none, and the server's when it does", async () => {
    answer(502);
    const bare = await failure(itineraryApi.myItineraries());
    expect(bare.message).toBe("Failed to fetch itineraries");
    answer(500, "<html>proxy error</html>", { "content-type": "text/html" });
    expect((await failure(itineraryApi.shared("abc"))).message).toBe("Failed to fetch itinerary");
    answer(503);
    expect((await failure(itineraryApi.credits())).message).toBe("Failed to get credits");
    answer(502);
    expect((await failure(authApi.updateProfile("Asha", "Pune"))).message).toBe("Failed to update profile");
    answer(503, { _tag: "ServiceUnavailable", message: "The service is temporarily unavailable. Please try again shortly." });
    expect((await failure(itineraryApi.myItineraries())).message).toBe("The service is temporarily unavailable. Please try again shortly.");
  });

  it("reads Retry-After on 429 answers", async () => {
    answer(429, { _tag: "TooManyRequests", message: "Too many attempts" }, { "Retry-After": "30" });
    const error = await failure(api.post("/auth/dev/send-otp", { phone: "+919876543210" }));
    expect(error.status).toBe(429);
    expect(error.retryAfterSeconds).toBe(30);
  });

  it("logs out on a 401 of an authenticated call, with the spec's message", async () => {
    sessionStore.setSession(TEST_USER, "expired-token");
    localStorage.setItem("itinerary-storage", JSON.stringify({ state: { generatingItineraries: [] }, version: 3 }));
    answer(401, { _tag: "Unauthorized", message: "jwt expired" });
    const error = await failure(api.get("/auth/credits"));
    expect(error.status).toBe(401);
    expect(error.message).toBe(AUTH_REQUIRED_MESSAGE);
    expect(error.message).toBe("Authentication required. Please login again.");
    expect(sessionStore.getState()).toEqual({ user: null, token: null });
    expect(localStorage.getItem(SESSION_STORAGE_KEY)).toBeNull();
    expect(localStorage.getItem("itinerary-storage")).toBeNull();
  });

  it("keeps the server's message for a 401 without a session (nothing to log out of)", async () => {
    answer(401, { _tag: "Unauthorized", message: "Invalid verification" });
    const error = await failure(api.post("/auth/verify", {}));
    expect(error.message).toBe("Invalid verification");
  });

  it("reports a network error when no answer arrives", async () => {
    vi.stubGlobal("fetch", vi.fn(async () => Promise.reject(new TypeError("Failed to fetch"))));
    const error = await failure(api.get("/auth/credits"));
    expect(error.status).toBe(0);
    expect(error.isNetworkError).toBe(true);
    expect(error.message).toBe(NETWORK_ERROR_MESSAGE);
    expect(error.message).toBe("Network error. Please check your connection.");
  });

  it("gives up after 30 seconds with the network error message", async () => {
    vi.useFakeTimers();
    vi.stubGlobal(
      "fetch",
      vi.fn(
        (_input: RequestInfo | URL, init?: RequestInit) =>
          new Promise<Response>((_resolve, reject) => {
            init?.signal?.addEventListener("abort", () => reject(new DOMException("Aborted", "AbortError")));
          })
      )
    );
    const pending = failure(api.get("/itinerary/my-itineraries"));
    await vi.advanceTimersByTimeAsync(API_TIMEOUT_MS - 1);
    let settled = false;
    void pending.then(() => {
      settled = true;
    });
    await Promise.resolve();
    expect(settled).toBe(false);
    await vi.advanceTimersByTimeAsync(1);
    const error = await pending;
    expect(error.message).toBe(NETWORK_ERROR_MESSAGE);
  });
});

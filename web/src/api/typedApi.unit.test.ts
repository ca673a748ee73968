import { describe, expect, it, vi } from "vitest";
import { apiUrl, typedApi } from "./typedApi";

function answer(body: unknown) {
  const fetchMock = vi.fn(async (_input: RequestInfo | URL, _init?: RequestInit) => Response.json(body));
  vi.stubGlobal("fetch", fetchMock);
  return fetchMock;
}

describe("typed API calls", () => {
  it("fill the route's path parameters, encoded", async () => {
    const fetchMock = answer({ deleted: true });
    await expect(typedApi.delete("/itinerary/{id}", { path: { id: "a b/c" } })).resolves.toEqual({ deleted: true });
    const [url, init] = fetchMock.mock.calls[0]!;
    expect(url).toBe("/api/itinerary/a%20b%2Fc");
    expect(init?.method).toBe("DELETE");
  });

  it("add the query in its order and leave out what is undefined", async () => {
    const fetchMock = answer({ pdfUrl: "/api/itinerary/pdf/x.pdf" });
    await typedApi.post("/itinerary/{id}/generate-pdf", { path: { id: "i1" }, query: { share: "s 1" } });
    await typedApi.post("/itinerary/{id}/generate-pdf", { path: { id: "i1" }, query: { share: undefined } });
    await typedApi.get("/places/autocomplete", { query: { input: "Jai pur", sessionToken: "t" } });
    expect(fetchMock.mock.calls.map(([url]) => url)).toEqual([
      "/api/itinerary/i1/generate-pdf?share=s+1",
      "/api/itinerary/i1/generate-pdf",
      "/api/places/autocomplete?input=Jai+pur&sessionToken=t"
    ]);
  });

  it("send the body as JSON, and an empty object when a POST has none", async () => {
    const fetchMock = answer({ success: true, credits: 3 });
    await typedApi.post("/payments/verify", { body: { orderId: "order_1", paymentId: "pay_1", signature: "sig" } });
    await typedApi.post("/itinerary/{id}/generate-pdf", { path: { id: "i1" } });
    expect(fetchMock.mock.calls.map(([, init]) => init?.body)).toEqual([
      JSON.stringify({ orderId: "order_1", paymentId: "pay_1", signature: "sig" }),
      "{}"
    ]);
  });

  it("build URLs for EventSource", () => {
    expect(apiUrl("/itinerary/{id}/events", { path: { id: "i 1" }, query: { token: "t.k" } })).toBe("/api/itinerary/i%201/events?token=t.k");
  });
});

// Test support for the itinerary pages: answers API routes from a table (query strings passed to the
// handler), records every request, and can hold an answer back until the test releases it.
import { vi } from "vitest";
import { TEST_CONFIG } from "./setup";

export interface Answer {
  status?: number;
  body?: unknown;
}
export interface ApiRequest {
  method: string;
  path: string;
  query: URLSearchParams;
  body: unknown;
  authorization: string | null;
}
export type Handler = (request: ApiRequest) => Answer | Promise<Answer>;

export const errorAnswer = (status: number, message: string, tag = "Error"): Answer => ({
  status,
  body: { error: tag, message }
});

/** Routes keyed "METHOD /path" (no /api prefix, no query). Unknown routes answer 404. */
export function stubRoutes(routes: Record<string, Handler>): ApiRequest[] {
  const requests: ApiRequest[] = [];
  vi.stubGlobal(
    "fetch",
    vi.fn(async (input: RequestInfo | URL, init: RequestInit = {}) => {
      const url = new URL(String(input), "http://localhost");
      const path = url.pathname.replace(/^\/api/, "");
      const method = init.method ?? "GET";
      const request: ApiRequest = {
        method,
        path,
        query: url.searchParams,
        body: typeof init.body === "string" ? JSON.parse(init.body) : undefined,
        authorization: new Headers(init.headers).get("Authorization")
      };
      if (path !== "/config") requests.push(request);
      const handler: Handler | undefined = path === "/config" ? () => ({ body: TEST_CONFIG }) : routes[`${method} ${path}`];
      const answer = handler ? await handler(request) : errorAnswer(404, `No stub for ${method} ${path}`, "NotFound");
      if (init.signal?.aborted) throw new DOMException("Aborted", "AbortError");
      return new Response(JSON.stringify(answer.body ?? {}), {
        status: answer.status ?? 200,
        headers: { "Content-Type": "application/json" }
      });
    })
  );
  return requests;
}

/** A fetch that never answers (a network error once released) for "no response" cases. */
export const offline = (): Answer => {
  throw new TypeError("Failed to fetch");
};

export const called = (requests: readonly ApiRequest[]) => requests.map((r) => `${r.method} ${r.path}`);

import { sessionStore } from "../stores/session";

// One way to call the Safarnama API: base `/api`, bearer token when logged in, 30 s time-out, JSON,
// and errors with the spec's texts so every screen can show `error.message` as is.

export const API_BASE = "/api";
export const API_TIMEOUT_MS = 30_000;

export const NETWORK_ERROR_MESSAGE = "Network error. Please check your connection.";
export const AUTH_REQUIRED_MESSAGE = "Authentication required. Please login again.";

export class ApiError extends Error {
  override readonly name = "ApiError";
  readonly status: number;
  /** The server's error tag (`{ _tag: "<Tag>", message }`, docs/adr/0008-http-api.md), when it sent one. */
  readonly tag: string | undefined;
  /** From the `Retry-After` header of a 429 answer. */
  readonly retryAfterSeconds: number | undefined;
  /** The error answer's whole JSON body, for errors that carry more than a message (a 422's `problems`). */
  readonly body: unknown;

  constructor(status: number, message: string, options: { tag?: string; retryAfterSeconds?: number; body?: unknown } = {}) {
    super(message);
    this.status = status;
    this.tag = options.tag;
    this.retryAfterSeconds = options.retryAfterSeconds;
    this.body = options.body;
  }

  /** No answer at all: offline, DNS, time-out. */
  get isNetworkError(): boolean {
    return this.status === 0;
  }
}

export interface RequestOptions {
  body?: unknown;
  signal?: AbortSignal;
  timeoutMs?: number;
  /** The service's own message (spec section 8) when the server's answer carries none, e.g. 'Failed to get credits'. */
  fallbackMessage?: string;
}

function parseRetryAfter(header: string | null): number | undefined {
  if (!header) return undefined;
  const seconds = Number(header);
  if (Number.isFinite(seconds)) return Math.max(0, Math.ceil(seconds));
  const date = Date.parse(header);
  return Number.isNaN(date) ? undefined : Math.max(0, Math.ceil((date - Date.now()) / 1000));
}

async function readJson(response: Response): Promise<unknown> {
  const text = await response.text();
  if (!text) return undefined;
  try {
    return JSON.parse(text);
  } catch {
    return undefined;
  }
}

function errorFields(body: unknown): { message?: string; tag?: string } {
  if (typeof body !== "object" || body === null) return {};
  const { message, _tag: error } = body as { message?: unknown; _tag?: unknown };
  return {
    ...(typeof message === "string" && message ? { message } : {}),
    ...(typeof error === "string" ? { tag: error } : {})
  };
}

export async function apiRequest<T>(method: string, path: string, options: RequestOptions = {}): Promise<T> {
  const { token } = sessionStore.getState();
  const headers: Record<string, string> = { Accept: "application/json" };
  if (options.body !== undefined) headers["Content-Type"] = "application/json";
  if (token) headers.Authorization = `Bearer ${token}`;

  const controller = new AbortController();
  const timer = setTimeout(() => controller.abort(), options.timeoutMs ?? API_TIMEOUT_MS);
  const onCallerAbort = () => controller.abort();
  options.signal?.addEventListener("abort", onCallerAbort, { once: true });

  let response: Response;
  try {
    response = await fetch(`${API_BASE}${path}`, {
      method,
      headers,
      signal: controller.signal,
      ...(options.body !== undefined ? { body: JSON.stringify(options.body) } : {})
    });
  } catch (error) {
    // A caller that cancelled (e.g. a closed modal) wants its own abort back, not an error toast.
    if (options.signal?.aborted) throw error;
    // Otherwise fetch only rejects when no answer arrived (offline, refused, our time-out).
    throw new ApiError(0, NETWORK_ERROR_MESSAGE);
  } finally {
    clearTimeout(timer);
    options.signal?.removeEventListener("abort", onCallerAbort);
  }

  const body = await readJson(response).catch(() => undefined);
  if (response.ok) return body as T;

  const fields = errorFields(body);
  const retryAfterSeconds = parseRetryAfter(response.headers.get("Retry-After"));
  const extra = {
    ...(fields.tag ? { tag: fields.tag } : {}),
    ...(retryAfterSeconds !== undefined ? { retryAfterSeconds } : {}),
    ...(body !== undefined ? { body } : {})
  };

  // Spec: any 401 on an authenticated call logs the traveller out.
  if (response.status === 401 && token) {
    sessionStore.logout();
    throw new ApiError(401, AUTH_REQUIRED_MESSAGE, extra);
  }
  throw new ApiError(response.status, fields.message || options.fallbackMessage || response.statusText || `Request failed (${response.status})`, extra);
}

export const api = {
  get: <T>(path: string, options?: Omit<RequestOptions, "body">) => apiRequest<T>("GET", path, options),
  post: <T>(path: string, body?: unknown, options?: Omit<RequestOptions, "body">) =>
    apiRequest<T>("POST", path, { ...options, body: body ?? {} }),
  delete: <T>(path: string, options?: Omit<RequestOptions, "body">) => apiRequest<T>("DELETE", path, options)
};

import { useSyncExternalStore } from "react";
import { type ApiAnswer, type Expect, type Fits, typedApi } from "./typedApi";

// Runtime configuration from GET /api/config: brand, support addresses and which phone-auth, payment
// and places providers the server chose. Fetched once per page load and shared.

export type PhoneAuthConfig =
  | { provider: "local" }
  | {
      provider: "firebase";
      firebase: { apiKey: string; authDomain: string; projectId: string; appId?: string };
      emulatorUrl?: string;
    };

export interface RuntimeConfig {
  brand: string;
  supportEmails: [string, string] | string[];
  phoneAuth: PhoneAuthConfig;
  payments: { provider: "local" | "razorpay"; keyId: string };
  places: { provider: "gazetteer" | "google" };
}

export type RuntimeConfigFits = Expect<Fits<ApiAnswer<"get", "/config">, RuntimeConfig>>;

export const DEFAULT_BRAND = "Safarnama";
export const DEFAULT_SUPPORT_EMAILS = ["support@safarnama.in", "help@safarnama.in"] as const;

let cached: RuntimeConfig | undefined;
let pending: Promise<RuntimeConfig> | undefined;
let failedOnce = false;
const listeners = new Set<() => void>();

/** Fetches /api/config once; later calls share the same answer. A failure is retried on the next call. */
export function loadRuntimeConfig(): Promise<RuntimeConfig> {
  if (cached) return Promise.resolve(cached);
  pending ??= typedApi
    .get("/config")
    .then((config: RuntimeConfig) => {
      cached = config;
      for (const listener of listeners) listener();
      return config;
    })
    .catch((error: unknown) => {
      failedOnce = true;
      throw error;
    })
    .finally(() => {
      pending = undefined;
    });
  return pending;
}

function subscribe(listener: () => void): () => void {
  listeners.add(listener);
  // Pages render with defaults while the config loads. After one failure the defaults stay: every
  // mounted component retrying would hammer a server that is already struggling.
  if (!cached && !failedOnce) loadRuntimeConfig().catch(() => undefined);
  return () => listeners.delete(listener);
}

/** The runtime config, or undefined until it has loaded. */
export function useRuntimeConfig(): RuntimeConfig | undefined {
  return useSyncExternalStore(
    subscribe,
    () => cached,
    () => undefined // the prerendered landing page uses the defaults
  );
}

export function useBrand(): string {
  return useRuntimeConfig()?.brand || DEFAULT_BRAND;
}

export function useSupportEmails(): readonly string[] {
  const emails = useRuntimeConfig()?.supportEmails?.filter(Boolean);
  return emails && emails.length > 0 ? emails : DEFAULT_SUPPORT_EMAILS;
}

/** Tests start each case from an empty cache. */
export function resetRuntimeConfigCache(): void {
  cached = undefined;
  pending = undefined;
  failedOnce = false;
}

import { notifications } from "@mantine/notifications";
import { cleanup, configure } from "@testing-library/react";
import { afterEach, beforeAll, beforeEach, vi } from "vitest";
import { resetRuntimeConfigCache } from "../api/config";
import { stopGenerationTracking } from "../generation/trackers";
import { i18n, switchLanguage } from "../i18n/i18n";
import { resetPlacesAvailability } from "../places/placesApi";
import { generatingStore } from "../stores/generating";
import { sessionStore } from "../stores/session";

// Every web test starts logged out, in English, with empty storage, no toasts, no cached /api/config and a fetch
// that answers /api/config like the embedded server; a test that needs another answer stubs fetch again.
export const TEST_CONFIG = {
  brand: "Safarnama",
  supportEmails: ["support@safarnama.in", "help@safarnama.in"],
  phoneAuth: { provider: "local" },
  payments: { provider: "local", keyId: "rzp_test_local" },
  places: { provider: "gazetteer" }
};

// Lazy pages and modals load real chunks; on a busy 2-core machine that can take more than the 1 s default.
configure({ asyncUtilTimeout: 5000 });

function jsonResponse(body: unknown, status = 200): Response {
  return new Response(JSON.stringify(body), { status, headers: { "Content-Type": "application/json" } });
}

// Hindi is a lazy chunk in the app; tests load it once so a test can switch with i18n.changeLanguage.
beforeAll(() => switchLanguage("hi"));

beforeEach(() => {
  localStorage.clear();
  sessionStorage.clear();
  // English unless a test switches; the resources are in memory, so this is synchronous.
  void i18n.changeLanguage("en");
  sessionStore.reload();
  generatingStore.reload();
  resetRuntimeConfigCache();
  vi.stubGlobal(
    "fetch",
    vi.fn(async (input: RequestInfo | URL) => {
      const url = String(input);
      if (url.endsWith("/api/config")) return jsonResponse(TEST_CONFIG);
      return jsonResponse({ error: "NotFound", message: `No stub for ${url}` }, 404);
    })
  );
});

afterEach(() => {
  cleanup();
  // Generation trackers live outside React: stop them so no poll outlives its test.
  stopGenerationTracking();
  resetPlacesAvailability();
  notifications.clean();
  vi.unstubAllGlobals();
  vi.useRealTimers();
});

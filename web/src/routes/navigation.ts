import { useCallback } from "react";
import { useNavigate } from "react-router";
import { useAppModals } from "../components/ModalsProvider";
import { api } from "../api/client";
import { isLoggedIn, sessionStore } from "../stores/session";

/**
 * Going to a page that needs a session: logged-out travellers get the login modal instead of the
 * guard's warning (spec: header, footer and landing buttons open the login modal when logged out).
 */
export function useGoToProtected(): (path: string) => void {
  const navigate = useNavigate();
  const { openLogin } = useAppModals();
  return useCallback(
    (path: string) => {
      if (isLoggedIn(sessionStore.getState())) navigate(path);
      else openLogin();
    },
    [navigate, openLogin]
  );
}

/**
 * Logout ends the session on the server (docs/adr/0230-sessions.md), then clears it here and goes to /
 * (spec, page shell). The server call is bounded and its failure ignored: offline, the device is still
 * logged out, and the session ends when idle.
 */
export function useLogout(): () => Promise<void> {
  const navigate = useNavigate();
  return useCallback(async () => {
    if (isLoggedIn(sessionStore.getState())) await api.post("/auth/logout", undefined, { timeoutMs: 3000 }).catch(() => undefined);
    sessionStore.logout();
    navigate("/", { replace: true });
  }, [navigate]);
}

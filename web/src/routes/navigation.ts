import { useCallback } from "react";
import { useNavigate } from "react-router";
import { useAppModals } from "../components/ModalsProvider";
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

/** Logout clears the session and goes to / (spec, page shell). */
export function useLogout(): () => void {
  const navigate = useNavigate();
  return useCallback(() => {
    sessionStore.logout();
    navigate("/", { replace: true });
  }, [navigate]);
}

import { useEffect, useRef } from "react";
import { type Location, Outlet, useLocation, useNavigate } from "react-router";
import { toast } from "../notifications/toast";
import { useSession } from "../stores/session";

export const LOGIN_REQUIRED_MESSAGE = "Please login to access this feature";

/** Where the guard found the traveller headed, kept in the landing page's location state. */
export interface ReturnToState {
  from?: Pick<Location, "pathname" | "search" | "hash">;
}

/**
 * Access guard for pages that need a session. Entering without one warns and goes to / remembering
 * the page, so the traveller can be taken back after logging in. Losing the session while on the page
 * (logout, or a 401 from the server) goes to / without the warning: nothing was refused.
 */
export function RequireSession() {
  const { isLoggedIn } = useSession();
  const location = useLocation();
  const hadSession = useRef(isLoggedIn);
  if (isLoggedIn) {
    hadSession.current = true;
    return <Outlet />;
  }
  return <RedirectHome from={location} warn={!hadSession.current} />;
}

function RedirectHome({ from, warn }: { from: Location; warn: boolean }) {
  const navigate = useNavigate();
  useEffect(() => {
    // A fixed id keeps React's development double-effect from showing the warning twice.
    if (warn) toast.warning(LOGIN_REQUIRED_MESSAGE, { id: "login-required" });
    const state: ReturnToState = warn ? { from: { pathname: from.pathname, search: from.search, hash: from.hash } } : {};
    navigate("/", { replace: true, state });
  }, [navigate, from, warn]);
  return null;
}

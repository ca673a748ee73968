import { useEffect, useRef } from "react";
import { useLocation, useNavigate } from "react-router";
import { useSession } from "../stores/session";
import type { ReturnToState } from "./RequireSession";

/**
 * The access guard sent the traveller to / remembering where they were headed (location state `from`);
 * once they log in, take them there. Login and the guard's redirect can reach this component in either
 * order (router updates are transitions), so it remembers having seen a logged-out session.
 */
export function ReturnAfterLogin() {
  const { isLoggedIn } = useSession();
  const location = useLocation();
  const navigate = useNavigate();
  const sawLoggedOut = useRef(!isLoggedIn);

  useEffect(() => {
    if (!isLoggedIn) {
      sawLoggedOut.current = true;
      return;
    }
    const from = (location.state as ReturnToState | null)?.from;
    if (from && sawLoggedOut.current) {
      sawLoggedOut.current = false;
      navigate(`${from.pathname}${from.search}${from.hash}`, { replace: true });
    }
  }, [isLoggedIn, location.state, navigate]);

  return null;
}

import { useTranslation } from "react-i18next";
import { NavLink } from "react-router";
import { useGoToProtected } from "../routes/navigation";
import { useSession } from "../stores/session";
import classes from "./Header.module.css";

/** Home, Make Itinerary and (when logged in) My Itineraries; shared by the desktop bar and the drawer. */
export function HeaderNav({ inDrawer = false, onNavigate }: { inDrawer?: boolean; onNavigate?: () => void }) {
  const { t } = useTranslation("layout");
  const { isLoggedIn } = useSession();
  const goToProtected = useGoToProtected();
  const className = inDrawer ? `${classes.link} ${classes.drawerLink}` : classes.link;
  return (
    <>
      <NavLink to="/" end className={className} onClick={onNavigate}>
        {t("nav.home")}
      </NavLink>
      {/* A real link (so it can be opened in a new tab) that asks for login first when needed. */}
      <NavLink
        to="/make-itinerary"
        className={className}
        onClick={(event) => {
          event.preventDefault();
          onNavigate?.();
          goToProtected("/make-itinerary");
        }}
      >
        {t("nav.makeItinerary")}
      </NavLink>
      {isLoggedIn && (
        <NavLink to="/my-itineraries" className={className} onClick={onNavigate}>
          {t("nav.myItineraries")}
        </NavLink>
      )}
    </>
  );
}

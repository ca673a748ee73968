import classes from "./AppNotices.module.css";
import { useOnline } from "./connectivity";
import { offlineMessages } from "./offlineMessages";
import { updateStore, useUpdateReady } from "./updateStore";

/**
 * A strip under the header: "offline" while the browser has no network (saved pages still open), and
 * "a new version is ready" with a Reload button. Plain elements: it is in the landing page's first load.
 */
export function AppNotices() {
  const online = useOnline();
  const updateReady = useUpdateReady();
  return (
    <>
      {!online && (
        <div role="status" className={classes.notice} data-testid="offline-notice">
          {offlineMessages.offline}
        </div>
      )}
      {updateReady && (
        <div role="status" className={classes.notice}>
          {offlineMessages.updateReady}{" "}
          <button type="button" className={classes.action} onClick={() => updateStore.apply()}>
            {offlineMessages.reload}
          </button>
        </div>
      )}
    </>
  );
}

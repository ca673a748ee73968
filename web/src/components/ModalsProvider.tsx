import { createContext, lazy, type ReactNode, Suspense, useCallback, useContext, useMemo, useRef, useState } from "react";
import { sessionStore } from "../stores/session";
import { withAllStyles } from "../styles/loadAllStyles";

// The login and purchase modals can be opened from anywhere (header, footer, landing, trip form).
// Their code (XState machines, phone-auth and payment adapters) is heavy and most visitors never open
// them on their first page, so each is fetched on first open and then stays mounted for its animations.
const LoginModal = lazy(withAllStyles(() => import("./LoginModal")));
const PurchaseCreditsModal = lazy(withAllStyles(() => import("./PurchaseCreditsModal")));

export interface OpenPurchaseOptions {
  /** Called after a verified payment, e.g. for the trip form to re-check the credits it needs. */
  onSuccess?: () => void;
}

export interface AppModals {
  openLogin(): void;
  /** Opens the login modal instead when nobody is logged in: only a session can buy credits. */
  openPurchase(options?: OpenPurchaseOptions): void;
}

const AppModalsContext = createContext<AppModals | null>(null);

export function useAppModals(): AppModals {
  const modals = useContext(AppModalsContext);
  if (!modals) throw new Error("useAppModals must be used inside <ModalsProvider>");
  return modals;
}

/** Focuses `element` once the closing modal has let go of the focus. */
function focusLater(element: Element | null) {
  if (element instanceof HTMLElement) setTimeout(() => element.focus(), 0);
}

type ModalState = { mounted: boolean; opened: boolean };
const CLOSED: ModalState = { mounted: false, opened: false };

export function ModalsProvider({ children }: { children: ReactNode }) {
  const [login, setLogin] = useState<ModalState>(CLOSED);
  const [purchase, setPurchase] = useState<ModalState>(CLOSED);
  const purchaseSuccess = useRef<(() => void) | undefined>(undefined);
  // Mantine gives focus back to a modal's opener only when the modal opens after it mounted; ours mount
  // already open on first use (lazy), so the opener is remembered here and focused again on close.
  const opener = useRef<Element | null>(null);

  const openLogin = useCallback(() => {
    opener.current = document.activeElement;
    setLogin({ mounted: true, opened: true });
  }, []);
  const openPurchase = useCallback(
    (options?: OpenPurchaseOptions) => {
      if (!sessionStore.getState().token) {
        openLogin();
        return;
      }
      purchaseSuccess.current = options?.onSuccess;
      opener.current = document.activeElement;
      setPurchase({ mounted: true, opened: true });
    },
    [openLogin]
  );
  const closeLogin = useCallback(() => {
    setLogin((state) => ({ ...state, opened: false }));
    focusLater(opener.current);
  }, []);
  const closePurchase = useCallback(() => {
    setPurchase((state) => ({ ...state, opened: false }));
    focusLater(opener.current);
  }, []);
  const onPurchaseSuccess = useCallback(() => purchaseSuccess.current?.(), []);

  const modals = useMemo<AppModals>(() => ({ openLogin, openPurchase }), [openLogin, openPurchase]);

  return (
    <AppModalsContext.Provider value={modals}>
      {children}
      <Suspense fallback={null}>
        {login.mounted && <LoginModal opened={login.opened} onClose={closeLogin} />}
        {purchase.mounted && (
          <PurchaseCreditsModal opened={purchase.opened} onClose={closePurchase} onSuccess={onPurchaseSuccess} />
        )}
      </Suspense>
    </AppModalsContext.Provider>
  );
}

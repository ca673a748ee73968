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

type ModalState = { mounted: boolean; opened: boolean };
const CLOSED: ModalState = { mounted: false, opened: false };

export function ModalsProvider({ children }: { children: ReactNode }) {
  const [login, setLogin] = useState<ModalState>(CLOSED);
  const [purchase, setPurchase] = useState<ModalState>(CLOSED);
  const purchaseSuccess = useRef<(() => void) | undefined>(undefined);

  const openLogin = useCallback(() => setLogin({ mounted: true, opened: true }), []);
  const openPurchase = useCallback(
    (options?: OpenPurchaseOptions) => {
      if (!sessionStore.getState().token) {
        openLogin();
        return;
      }
      purchaseSuccess.current = options?.onSuccess;
      setPurchase({ mounted: true, opened: true });
    },
    [openLogin]
  );
  const closeLogin = useCallback(() => setLogin((state) => ({ ...state, opened: false })), []);
  const closePurchase = useCallback(() => setPurchase((state) => ({ ...state, opened: false })), []);
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

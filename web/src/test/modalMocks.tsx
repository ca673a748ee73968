// Stand-ins for the lazily loaded login and purchase modals, so shell and landing tests can see that
// a modal was asked to open without running the phone-auth or payment flows.
export function LoginModalStub({ opened, onClose }: { opened: boolean; onClose: () => void }) {
  if (!opened) return null;
  return (
    <div role="dialog" aria-label="Login">
      <button type="button" onClick={onClose}>
        Close login
      </button>
    </div>
  );
}

export function PurchaseModalStub({ opened, onClose }: { opened: boolean; onClose: () => void; onSuccess?: () => void }) {
  if (!opened) return null;
  return (
    <div role="dialog" aria-label="Buy credits">
      <button type="button" onClick={onClose}>
        Close purchase
      </button>
    </div>
  );
}

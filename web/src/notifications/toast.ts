import { notifications } from "@mantine/notifications";
import { localize } from "../i18n/localize";

// Toasts with the spec's behaviour: short-lived (the <Notifications> defaults: 800 ms, top-centre,
// at most 20, 350 px wide) except loading toasts, which stay until the work they announce ends. Every
// message passes through localize(): the flows speak the spec's English, the reader may read Hindi.

export const TOAST_AUTO_CLOSE_MS = 800;
export const TOAST_LIMIT = 20;
export const TOAST_MAX_WIDTH_PX = 350;

type ToastOptions = { id?: string; title?: string };

function show(color: string, message: string, options: ToastOptions = {}): string {
  return notifications.show({ color, message: localize(message), ...options });
}

export const toast = {
  success: (message: string, options?: ToastOptions) => show("green", message, options),
  error: (message: string, options?: ToastOptions) => show("red", message, options),
  warning: (message: string, options?: ToastOptions) => show("yellow", message, options),
  info: (message: string, options?: ToastOptions) => show("blue", message, options),
  /** Stays until `toast.dismiss(id)` or `toast.update(...)` ends it. */
  loading: (message: string, options?: ToastOptions) =>
    notifications.show({ message: localize(message), loading: true, autoClose: false, withCloseButton: false, ...options }),
  /** Turns a loading toast into its outcome, which then closes like any other toast. */
  update: (id: string, kind: "success" | "error", message: string) =>
    notifications.update({
      id,
      message: localize(message),
      color: kind === "success" ? "green" : "red",
      loading: false,
      autoClose: TOAST_AUTO_CLOSE_MS,
      withCloseButton: true
    }),
  dismiss: (id: string) => notifications.hide(id)
};

import { toast } from "../notifications/toast";
import { shareLink } from "./api";

export const shareMessages = {
  copied: "Link copied to clipboard!",
  copyFailed: "Failed to copy link"
} as const;

/** Copies the public link (site origin + /itinerary/{shareUrl}) and says how it went. */
export async function copyShareLink(shareUrl: string): Promise<boolean> {
  try {
    if (!navigator.clipboard?.writeText) throw new Error("Clipboard unavailable");
    await navigator.clipboard.writeText(shareLink(shareUrl));
    toast.success(shareMessages.copied);
    return true;
  } catch {
    toast.error(shareMessages.copyFailed);
    return false;
  }
}

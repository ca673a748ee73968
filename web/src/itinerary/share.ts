import { toast } from "../notifications/toast";
import { shareLink } from "./api";
import { itineraryT } from "./itineraryText";

/** Copies the public link (site origin + /itinerary/{shareUrl}) and says how it went. */
export async function copyShareLink(shareUrl: string): Promise<boolean> {
  try {
    if (!navigator.clipboard?.writeText) throw new Error("Clipboard unavailable");
    await navigator.clipboard.writeText(shareLink(shareUrl));
    toast.success(itineraryT("exports.copied"));
    return true;
  } catch {
    toast.error(itineraryT("exports.copyFailed"));
    return false;
  }
}

/**
 * Opens the device's own share sheet (the Web Share API, on phones and some desktops) with the trip's
 * summary and link; where there is none, or it refuses the data, copies the link as before. A traveller
 * who closes the sheet has chosen not to share: nothing else happens.
 */
export async function shareItinerary(shareUrl: string, title: string, summary: string): Promise<"shared" | "cancelled" | "copied" | "failed"> {
  const data: ShareData = { title, text: summary, url: shareLink(shareUrl) };
  if (typeof navigator.share === "function" && (navigator.canShare?.(data) ?? true)) {
    try {
      await navigator.share(data);
      return "shared";
    } catch (error) {
      if (error instanceof DOMException && error.name === "AbortError") return "cancelled";
      // Not allowed here (no user activation, a permissions policy): copying still works.
    }
  }
  return (await copyShareLink(shareUrl)) ? "copied" : "failed";
}

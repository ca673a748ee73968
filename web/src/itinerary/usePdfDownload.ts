import { useCallback, useState } from "react";
import { ApiError } from "../api/client";
import { toast } from "../notifications/toast";
import { itineraryApi } from "./api";
import { itineraryT } from "./itineraryText";
import type { Itinerary } from "./types";

/**
 * Spec PDF: an existing pdfUrl opens in a new tab; otherwise one is generated (with the share token,
 * so anyone holding the link may ask), opened, and cached on the itinerary.
 */
export function usePdfDownload(itinerary: Itinerary | null, shareUrl: string) {
  const [pdfUrl, setPdfUrl] = useState<string | undefined>(itinerary?.pdfUrl);
  const [busy, setBusy] = useState(false);
  const known = pdfUrl ?? itinerary?.pdfUrl;

  const download = useCallback(async () => {
    if (!itinerary || busy) return;
    if (known) {
      window.open(known, "_blank", "noopener");
      return;
    }
    // Opened now, while the click still counts as the traveller's, so popup blockers let it through.
    const tab = window.open("", "_blank");
    const toastId = toast.loading(itineraryT("exports.pdfGenerating"));
    setBusy(true);
    try {
      const url = await itineraryApi.generatePdf(itinerary.id, shareUrl);
      setPdfUrl(url);
      toast.update(toastId, "success", itineraryT("exports.pdfGenerated"));
      if (tab) tab.location.href = url;
      else window.open(url, "_blank", "noopener");
    } catch (error) {
      tab?.close();
      toast.update(toastId, "error", itineraryT("exports.pdfFailed"));
      // 503: the server cannot render PDFs now (no Chromium, or busy). The browser's own print dialog
      // can still save the page as a PDF (print.css lays it out for paper), so it is offered at once.
      if (error instanceof ApiError && error.status === 503) window.print();
    } finally {
      setBusy(false);
    }
  }, [itinerary, busy, known, shareUrl]);

  return { download, busy };
}

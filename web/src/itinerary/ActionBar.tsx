import { Button } from "@mantine/core";
import { IconBrandWhatsapp, IconCalendarPlus, IconDownload, IconLink, IconPrinter } from "@tabler/icons-react";
import classes from "./ActionBar.module.css";
import { TEXT_GREEN } from "./colours";
import { useItineraryText } from "./itineraryText";

export interface ActionBarProps {
  onPrint: () => void;
  onDownloadPdf: () => void;
  onCopyLink: () => void;
  onAddToCalendar: () => void;
  /** wa.me link with the trip's summary and share link. */
  whatsappUrl: string;
  pdfBusy: boolean;
}

/** Print, download as PDF, copy the share link, add to calendar, share on WhatsApp. Not printed itself. */
export function ActionBar({ onPrint, onDownloadPdf, onCopyLink, onAddToCalendar, whatsappUrl, pdfBusy }: ActionBarProps) {
  const t = useItineraryText();
  return (
    <div className={`no-print ${classes.bar}`} role="toolbar" aria-label={t("exports.actions")}>
      <Button variant="default" radius="xl" leftSection={<IconPrinter size={18} aria-hidden />} onClick={onPrint}>
        {t("exports.print")}
      </Button>
      <Button radius="xl" leftSection={<IconDownload size={18} aria-hidden />} loading={pdfBusy} onClick={onDownloadPdf}>
        {t("exports.downloadPdf")}
      </Button>
      <Button variant="light" radius="xl" leftSection={<IconLink size={18} aria-hidden />} onClick={onCopyLink}>
        {t("exports.copyLink")}
      </Button>
      <Button variant="light" radius="xl" leftSection={<IconCalendarPlus size={18} aria-hidden />} onClick={onAddToCalendar}>
        {t("exports.addToCalendar")}
      </Button>
      {/* A plain link: WhatsApp (the app on a phone, WhatsApp Web elsewhere) opens with the message filled in. */}
      <Button
        component="a"
        href={whatsappUrl}
        target="_blank"
        rel="noopener noreferrer"
        variant="filled"
        color={TEXT_GREEN}
        radius="xl"
        leftSection={<IconBrandWhatsapp size={18} aria-hidden />}
      >
        {t("exports.shareOnWhatsApp")}
      </Button>
    </div>
  );
}

import { Button, SimpleGrid } from "@mantine/core";
import { IconDownload, IconLink, IconPrinter } from "@tabler/icons-react";

export interface ActionBarProps {
  onPrint: () => void;
  onDownloadPdf: () => void;
  onCopyLink: () => void;
  pdfBusy: boolean;
}

/** Print, download as PDF, copy the share link. Not printed itself. */
export function ActionBar({ onPrint, onDownloadPdf, onCopyLink, pdfBusy }: ActionBarProps) {
  return (
    // One button a row on a phone (their labels stay whole at 360 px), side by side from 576 px.
    <SimpleGrid cols={{ base: 1, xs: 3 }} spacing="xs" className="no-print" role="toolbar" aria-label="Itinerary actions">
      <Button variant="default" radius="xl" leftSection={<IconPrinter size={18} aria-hidden />} onClick={onPrint}>
        Print
      </Button>
      <Button radius="xl" leftSection={<IconDownload size={18} aria-hidden />} loading={pdfBusy} onClick={onDownloadPdf}>
        Download PDF
      </Button>
      <Button variant="light" radius="xl" leftSection={<IconLink size={18} aria-hidden />} onClick={onCopyLink}>
        Copy Link
      </Button>
    </SimpleGrid>
  );
}

import { Button, type ButtonProps } from "@mantine/core";
import { IconArrowRight } from "@tabler/icons-react";
import { useTranslation } from "react-i18next";
import { useStartPlanning } from "./useStartPlanning";

/** The landing page's get-started buttons (hero and closing call to action). */
export function PlanButton({ label, ...props }: { label: string } & Omit<ButtonProps, "children">) {
  const { startPlanning, generating } = useStartPlanning();
  const { t } = useTranslation("landing");
  return (
    <Button
      size="lg"
      radius="xl"
      rightSection={generating ? undefined : <IconArrowRight size={20} aria-hidden />}
      {...props}
      disabled={generating}
      onClick={() => startPlanning()}
    >
      {generating ? t("generationInProgress") : label}
    </Button>
  );
}

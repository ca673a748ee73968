import { Button, type ButtonProps } from "@mantine/core";
import { IconArrowRight } from "@tabler/icons-react";
import { GENERATION_IN_PROGRESS_LABEL, useStartPlanning } from "./useStartPlanning";

/** The landing page's get-started buttons (hero and closing call to action). */
export function PlanButton({ label, ...props }: { label: string } & Omit<ButtonProps, "children">) {
  const { startPlanning, generating } = useStartPlanning();
  return (
    <Button
      size="lg"
      radius="xl"
      rightSection={generating ? undefined : <IconArrowRight size={20} aria-hidden />}
      {...props}
      disabled={generating}
      onClick={() => startPlanning()}
    >
      {generating ? GENERATION_IN_PROGRESS_LABEL : label}
    </Button>
  );
}

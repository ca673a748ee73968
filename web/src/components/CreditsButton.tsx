import { Button } from "@mantine/core";
import { IconCoins } from "@tabler/icons-react";
import { useTranslation } from "react-i18next";
import { useSession } from "../stores/session";
import { useAppModals } from "./ModalsProvider";

/** Shows the credit balance; a click opens the purchase modal to buy more. */
export function CreditsButton({ fullWidth = false, onOpen }: { fullWidth?: boolean; onOpen?: () => void }) {
  const { t } = useTranslation("layout");
  const { user } = useSession();
  const { openPurchase } = useAppModals();
  if (!user) return null;
  const credits = user.credits ?? 0;
  return (
    <Button
      variant="light"
      color="orange"
      radius="xl"
      size="sm"
      fullWidth={fullWidth}
      leftSection={<IconCoins size={18} aria-hidden />}
      onClick={() => {
        onOpen?.();
        openPurchase();
      }}
      aria-label={t("creditsButton", { count: credits })}
      data-testid="credits-button"
    >
      {t("credits", { count: credits })}
    </Button>
  );
}

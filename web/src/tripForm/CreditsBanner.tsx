import { Alert, Button, Group, Text } from "@mantine/core";
import { IconCoins } from "@tabler/icons-react";
import { useTranslation } from "react-i18next";

/** Required credits (1 per 7 days, rounded up) against the balance, with a way to buy more. */
export function CreditsBanner({ required, available, onBuy }: { required: number; available: number; onBuy: () => void }) {
  const enough = available >= required;
  const { t } = useTranslation("tripForm", { keyPrefix: "credits" });
  return (
    <Alert
      color={enough ? "orange" : "red"}
      variant="light"
      radius="lg"
      icon={<IconCoins size={20} aria-hidden />}
      data-testid="credits-banner"
      role="status"
    >
      <Group justify="space-between" gap="sm">
        <div>
          <Text size="sm" fw={600}>
            {t("required", { count: required })}
          </Text>
          <Text size="sm">
            {t("available", { count: available })}
            {enough ? "" : t("short", { count: required - available })}
          </Text>
        </div>
        <Button size="xs" radius="xl" variant={enough ? "light" : "filled"} onClick={onBuy}>
          {t("buy")}
        </Button>
      </Group>
    </Alert>
  );
}

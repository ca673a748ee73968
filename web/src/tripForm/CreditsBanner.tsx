import { Alert, Button, Group, Text } from "@mantine/core";
import { IconCoins } from "@tabler/icons-react";

const credits = (n: number) => `${n} ${n === 1 ? "credit" : "credits"}`;

/** Required credits (1 per 7 days, rounded up) against the balance, with a way to buy more. */
export function CreditsBanner({ required, available, onBuy }: { required: number; available: number; onBuy: () => void }) {
  const enough = available >= required;
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
            Credits required: {required}
          </Text>
          <Text size="sm">
            Available: {credits(available)}
            {enough ? "" : ` (${credits(required - available)} short)`}
          </Text>
        </div>
        <Button size="xs" radius="xl" variant={enough ? "light" : "filled"} onClick={onBuy}>
          Buy Credits
        </Button>
      </Group>
    </Alert>
  );
}

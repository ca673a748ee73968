import { Button, Group, Modal, Stack, Text } from "@mantine/core"
import { useState, useSyncExternalStore } from "react"
import { useTranslation } from "react-i18next"
import { useLanguage } from "../../i18n/useLanguage"
import { localCheckout } from "../../payments/localGateway"

/** The local gateway's payment window: shows the amount and lets the traveller pay, fail or close. */
export function LocalCheckoutDialog() {
  const request = useSyncExternalStore(localCheckout.subscribe, localCheckout.current)
  const [busy, setBusy] = useState<"success" | "failure" | null>(null)
  const { t } = useTranslation("purchase", { keyPrefix: "checkout" })
  const { rupees } = useLanguage()

  async function settle(outcome: "success" | "failure") {
    setBusy(outcome)
    try {
      await localCheckout.pay(outcome)
    } finally {
      setBusy(null)
    }
  }

  return (
    <Modal
      opened={request !== null}
      onClose={() => localCheckout.close()}
      closeOnClickOutside={busy === null}
      closeOnEscape={busy === null}
      // Its own "Close" button (and Escape) closes it: a second, icon-only close control would be a
      // second button with the same name.
      withCloseButton={false}
      title={t("title")}
      centered
      size="sm"
      zIndex={400}
    >
      {request && (
        <Stack gap="md">
          <Text size="sm" c="dimmed">
            {t("note")}
          </Text>
          <Text>
            {t("item", { brand: request.brand, count: request.credits })}
          </Text>
          <Text fw={700} size="xl" data-testid="checkout-amount">
            {rupees(request.order.amount / 100)}
          </Text>
          <Text size="xs" c="dimmed">
            {t("order", { id: request.order.orderId })}
          </Text>
          <Group grow wrap="wrap">
            <Button onClick={() => settle("success")} loading={busy === "success"} disabled={busy === "failure"}>
              {t("pay")}
            </Button>
            {/* Red text on the dialog's white (red.9, 5.6:1), not on a red tint: the light variant read as red on red. */}
            <Button color="red.9" variant="outline" onClick={() => settle("failure")} loading={busy === "failure"} disabled={busy === "success"}>
              {t("fail")}
            </Button>
            <Button variant="default" onClick={() => localCheckout.close()} disabled={busy !== null}>
              {t("close")}
            </Button>
          </Group>
        </Stack>
      )}
    </Modal>
  )
}

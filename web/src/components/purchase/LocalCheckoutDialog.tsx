import { Button, Group, Modal, Stack, Text } from "@mantine/core"
import { useState, useSyncExternalStore } from "react"
import { localCheckout } from "../../payments/localGateway"
import { formatRupees } from "../../payments/packages"

/** The local gateway's payment window: shows the amount and lets the traveller pay, fail or close. */
export function LocalCheckoutDialog() {
  const request = useSyncExternalStore(localCheckout.subscribe, localCheckout.current)
  const [busy, setBusy] = useState<"success" | "failure" | null>(null)

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
      withCloseButton={busy === null}
      title="Test checkout"
      centered
      size="sm"
      zIndex={400}
    >
      {request && (
        <Stack gap="md">
          <Text size="sm" c="dimmed">
            Local payment gateway: no money moves.
          </Text>
          <Text>
            {request.brand}: {request.credits} credits
          </Text>
          <Text fw={700} size="xl" data-testid="checkout-amount">
            {formatRupees(request.order.amount / 100)}
          </Text>
          <Text size="xs" c="dimmed">
            Order {request.order.orderId}
          </Text>
          <Group grow wrap="wrap">
            <Button onClick={() => settle("success")} loading={busy === "success"} disabled={busy === "failure"}>
              Pay
            </Button>
            <Button color="red" variant="light" onClick={() => settle("failure")} loading={busy === "failure"} disabled={busy === "success"}>
              Fail
            </Button>
            <Button variant="default" onClick={() => localCheckout.close()} disabled={busy !== null}>
              Close
            </Button>
          </Group>
        </Stack>
      )}
    </Modal>
  )
}

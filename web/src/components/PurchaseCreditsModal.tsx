import { Alert, Button, Modal, Stack, Text } from "@mantine/core"
import { useMachine } from "@xstate/react"
import { useEffect, useId, useRef, useState } from "react"
import { useTranslation } from "react-i18next"
import { localize } from "../i18n/localize"
import { useLanguage } from "../i18n/useLanguage"
import { isPaying, purchaseMachine, selectedPackage } from "../machines/purchase.machine"
import { toast } from "../notifications/toast"
import { purchaseActors } from "../payments/purchaseServices"
import { sessionStore, useSession } from "../stores/session"
import { LocalCheckoutDialog } from "./purchase/LocalCheckoutDialog"
import { PackageOptions } from "./purchase/PackageOptions"

export interface PurchaseCreditsModalProps {
  opened: boolean
  onClose: () => void
  onSuccess?: () => void
}

/** Pick a package and pay. The flow itself is purchase.machine.ts. */
export default function PurchaseCreditsModal({ opened, onClose, onSuccess }: PurchaseCreditsModalProps) {
  const { user } = useSession()
  const errorId = useId()
  const { t } = useTranslation("purchase")
  const { t: layout } = useTranslation("layout")
  const { rupees } = useLanguage()
  // The machine outlives renders; it must always call the latest callbacks.
  const callbacks = useRef({ onClose, onSuccess })
  callbacks.current = { onClose, onSuccess }

  const [machine] = useState(() =>
    purchaseMachine.provide({
      actors: purchaseActors,
      actions: {
        creditsChanged: (_, { credits }) => {
          if (credits !== null) sessionStore.setCredits(credits)
        },
        notifySuccess: (_, { message }) => toast.success(message),
        purchaseSucceeded: () => callbacks.current.onSuccess?.(),
        closeModal: () => callbacks.current.onClose()
      }
    })
  )
  const [snapshot, send] = useMachine(machine)

  useEffect(() => {
    send({ type: opened ? "OPEN" : "CLOSE" })
  }, [opened, send])

  const paying = isPaying(snapshot)
  const chosen = selectedPackage(snapshot.context)
  const { error } = snapshot.context

  return (
    <>
      <Modal
        opened={opened}
        // While paying, the window cannot be dismissed: a payment may be moving.
        onClose={() => {
          if (!paying) onClose()
        }}
        closeOnEscape={!paying}
        closeOnClickOutside={!paying}
        withCloseButton={!paying}
        // The gateway's own window (Razorpay's iframe) must be able to take the focus.
        trapFocus={!paying}
        title={t("title")}
        closeButtonProps={{ "aria-label": layout("closeDialog") }}
        centered
        size="md"
      >
        <Stack gap="md">
          {user && (
            <Text size="sm" c="dimmed">
              {t("balance", { count: user.credits })}
            </Text>
          )}
          <PackageOptions
            packages={snapshot.context.packages}
            selectedId={snapshot.context.selectedId}
            disabled={paying}
            onSelect={(id) => send({ type: "PACKAGE_SELECTED", id })}
          />
          {error && (
            <Alert id={errorId} color="red" variant="light" role="alert">
              {localize(error)}
            </Alert>
          )}
          <Button
            fullWidth
            size="md"
            loading={paying}
            disabled={!chosen}
            aria-describedby={error ? errorId : undefined}
            onClick={() => send({ type: "PAY" })}
          >
            {chosen ? t("payAmount", { price: rupees(chosen.amount) }) : t("pay")}
          </Button>
          <Text size="xs" c="dimmed" ta="center">
            {t("footnote")}
          </Text>
        </Stack>
      </Modal>
      <LocalCheckoutDialog />
    </>
  )
}

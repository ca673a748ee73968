import { Modal, Text } from "@mantine/core"
import { useMachine } from "@xstate/react"
import { useEffect, useId, useRef, useState } from "react"
import { useTranslation } from "react-i18next"
import { useBrand } from "../api/config"
import { loginActors, resetBotCheck } from "../auth/loginServices"
import { localize } from "../i18n/localize"
import { loginMachine, loginMessages } from "../machines/login.machine"
import { toast } from "../notifications/toast"
import { sessionStore } from "../stores/session"
import { OtpStep } from "./login/OtpStep"
import { PhoneStep } from "./login/PhoneStep"
import { ProfileStep } from "./login/ProfileStep"

export interface LoginModalProps {
  opened: boolean
  onClose: () => void
}

/** Phone -> one-time code -> (first login) name and city. The flow itself is login.machine.ts. */
export default function LoginModal({ opened, onClose }: LoginModalProps) {
  const brand = useBrand()
  const errorId = useId()
  const { t } = useTranslation("login")
  const { t: layout } = useTranslation("layout")
  // The machine outlives renders; it must always call the latest onClose.
  const closeModal = useRef(onClose)
  closeModal.current = onClose

  const [machine] = useState(() =>
    loginMachine.provide({
      actors: loginActors,
      actions: {
        notifySuccess: (_, { message }) => toast.success(message),
        startSession: (_, { user, token }) => sessionStore.setSession(user, token),
        profileSaved: (_, profile) => sessionStore.updateUser(profile),
        resetBotCheck: () => resetBotCheck(),
        closeModal: () => closeModal.current()
      }
    })
  )
  const [snapshot, send] = useMachine(machine, { input: { brand } })

  useEffect(() => {
    send({ type: opened ? "OPEN" : "CLOSE" })
  }, [opened, send])

  const { context } = snapshot
  const { error } = context
  const describedBy = error ? errorId : undefined
  const seconds = context.cooldownSecondsLeft

  return (
    <Modal
      opened={opened}
      onClose={onClose}
      title={t("title")}
      closeButtonProps={{ "aria-label": layout("closeDialog") }}
      centered
      size="sm"
    >
      {snapshot.matches({ open: { step: "phone" } }) && (
        <PhoneStep
          phone={context.phone}
          sending={snapshot.matches({ open: { step: { phone: "sending" } } })}
          cooldownSeconds={seconds}
          retryLabel={localize(loginMessages.retryIn(seconds))}
          invalid={error === loginMessages.invalidPhone}
          onPhoneChange={(value) => send({ type: "PHONE_CHANGED", value })}
          onSend={() => send({ type: "SEND_CODE" })}
        />
      )}
      {snapshot.matches({ open: { step: "otp" } }) && (
        <OtpStep
          phone={context.phone}
          otp={context.otp}
          otpResets={context.otpResets}
          verifying={snapshot.matches({ open: { step: { otp: "verifying" } } })}
          resending={snapshot.matches({ open: { step: { otp: "resending" } } })}
          cooldownSeconds={seconds}
          resendLabel={localize(loginMessages.resendIn(seconds))}
          errorId={describedBy}
          invalid={error === loginMessages.invalidOtp || error === loginMessages.verifyFailed}
          onOtpChange={(boxes) => send({ type: "OTP_CHANGED", boxes })}
          onVerify={() => send({ type: "VERIFY_CODE" })}
          onResend={() => send({ type: "SEND_CODE" })}
          onChangeNumber={() => send({ type: "CHANGE_NUMBER" })}
        />
      )}
      {snapshot.matches({ open: { step: "welcome" } }) && (
        <ProfileStep
          name={context.name}
          location={context.location}
          saving={snapshot.matches({ open: { step: { welcome: "saving" } } })}
          invalidField={error === loginMessages.missingName ? "name" : error === loginMessages.missingLocation ? "location" : null}
          onNameChange={(value) => send({ type: "NAME_CHANGED", value })}
          onLocationChange={(value) => send({ type: "LOCATION_CHANGED", value })}
          onSave={() => send({ type: "SAVE_PROFILE" })}
        />
      )}
      {error && (
        <Text id={errorId} role="alert" c="red.7" size="sm" mt="sm">
          {localize(error)}
        </Text>
      )}
    </Modal>
  )
}

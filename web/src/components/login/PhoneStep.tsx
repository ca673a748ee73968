import { Button, Stack, Text } from "@mantine/core"
import { useTranslation } from "react-i18next"
import { PhoneInput } from "./PhoneInput"

interface PhoneStepProps {
  phone: string
  sending: boolean
  /** Seconds left of the too-many-requests cooldown; 0 when none runs. */
  cooldownSeconds: number
  retryLabel: string
  invalid: boolean
  onPhoneChange: (typed: string) => void
  onSend: () => void
}

export function PhoneStep({ phone, sending, cooldownSeconds, retryLabel, invalid, onPhoneChange, onSend }: PhoneStepProps) {
  const { t } = useTranslation("login")
  return (
    <form
      noValidate
      onSubmit={(event) => {
        event.preventDefault()
        onSend()
      }}
    >
      <Stack gap="md">
        <Text size="sm" c="dimmed">
          {t("phoneIntro")}
        </Text>
        <PhoneInput value={phone} onChange={onPhoneChange} disabled={sending} invalid={invalid} />
        <Button type="submit" fullWidth loading={sending} disabled={cooldownSeconds > 0}>
          {cooldownSeconds > 0 ? retryLabel : t("sendOtp")}
        </Button>
      </Stack>
    </form>
  )
}

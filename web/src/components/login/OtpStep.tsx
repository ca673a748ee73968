import { Button, Group, Stack, Text } from "@mantine/core"
import { useTranslation } from "react-i18next"
import { COUNTRY_CODE, formatPhone } from "../../auth/phone"
import { OtpInput } from "./OtpInput"

interface OtpStepProps {
  phone: string
  otp: readonly string[]
  otpResets: number
  verifying: boolean
  resending: boolean
  cooldownSeconds: number
  resendLabel: string
  /** The modal's alert, which the boxes point to while it shows. */
  errorId: string | undefined
  invalid: boolean
  onOtpChange: (boxes: string[]) => void
  onVerify: () => void
  onResend: () => void
  onChangeNumber: () => void
}

export function OtpStep(props: OtpStepProps) {
  const { phone, otp, verifying, resending, cooldownSeconds, errorId } = props
  const busy = verifying || resending
  const { t } = useTranslation("login")
  return (
    <form
      noValidate
      onSubmit={(event) => {
        event.preventDefault()
        props.onVerify()
      }}
    >
      <Stack gap="md">
        <Text size="sm">
          {t("codeSentTo")}{" "}
          <Text span fw={600} style={{ whiteSpace: "nowrap" }}>
            {COUNTRY_CODE} {formatPhone(phone)}
          </Text>
        </Text>
        <OtpInput
          value={otp}
          onChange={props.onOtpChange}
          focusFirst={props.otpResets}
          disabled={verifying}
          errorId={errorId}
          invalid={props.invalid}
        />
        <Button type="submit" fullWidth loading={verifying} disabled={resending}>
          {t("verifyOtp")}
        </Button>
        <Group justify="space-between" gap="xs">
          <Button variant="subtle" size="compact-sm" onClick={props.onChangeNumber} disabled={verifying}>
            {t("changeNumber")}
          </Button>
          <Button
            variant="subtle"
            size="compact-sm"
            onClick={props.onResend}
            loading={resending}
            disabled={busy || cooldownSeconds > 0}
          >
            {cooldownSeconds > 0 ? props.resendLabel : t("resendOtp")}
          </Button>
        </Group>
      </Stack>
    </form>
  )
}

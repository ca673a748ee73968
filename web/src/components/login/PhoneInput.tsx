import { TextInput } from "@mantine/core"
import { COUNTRY_CODE, formatPhone } from "../../auth/phone"

interface PhoneInputProps {
  /** National digits, at most ten. */
  value: string
  /** Receives what was typed; the login flow keeps the digits only. */
  onChange: (typed: string) => void
  disabled?: boolean
  errorId?: string | undefined
}

/** Ten digits shown 5+5 ("98765 43210") after a fixed +91. */
export function PhoneInput({ value, onChange, disabled, errorId }: PhoneInputProps) {
  return (
    <TextInput
      label="Phone number"
      description="We will send a 6-digit code by SMS"
      leftSection={COUNTRY_CODE}
      leftSectionWidth={48}
      type="tel"
      inputMode="numeric"
      autoComplete="tel-national"
      placeholder="98765 43210"
      maxLength={11}
      value={formatPhone(value)}
      onChange={(event) => onChange(event.currentTarget.value)}
      disabled={disabled}
      aria-invalid={errorId ? true : undefined}
      aria-describedby={errorId}
      data-autofocus
    />
  )
}

import { TextInput } from "@mantine/core"
import { useEffect, useRef } from "react"
import { useTranslation } from "react-i18next"
import { COUNTRY_CODE, formatPhone } from "../../auth/phone"

interface PhoneInputProps {
  /** National digits, at most ten. */
  value: string
  /** Receives what was typed; the login flow keeps the digits only. */
  onChange: (typed: string) => void
  disabled?: boolean
  /** The number was rejected; the message itself is the modal's alert. */
  invalid?: boolean
}

/** Ten digits shown 5+5 ("98765 43210") after a fixed +91. */
export function PhoneInput({ value, onChange, disabled, invalid }: PhoneInputProps) {
  // Keyboard users land here on opening and on coming back with "Try different number".
  const input = useRef<HTMLInputElement>(null)
  const { t } = useTranslation("login")
  useEffect(() => input.current?.focus(), [])
  return (
    <TextInput
      ref={input}
      label={t("phoneLabel")}
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
      error={invalid}
      data-autofocus
    />
  )
}

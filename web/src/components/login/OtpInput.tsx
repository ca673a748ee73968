import { Group } from "@mantine/core"
import { type ClipboardEvent, type KeyboardEvent, useEffect, useRef } from "react"
import { useTranslation } from "react-i18next"
import { OTP_LENGTH } from "../../auth/phone"
import classes from "./OtpInput.module.css"

interface OtpInputProps {
  /** Six boxes, each "" or one digit. */
  value: readonly string[]
  onChange: (boxes: string[]) => void
  /** Changes whenever the boxes were cleared and the first one should take the focus. */
  focusFirst?: number
  disabled?: boolean
  errorId?: string | undefined
  invalid?: boolean
}

const onlyDigits = (text: string) => text.replace(/\D/g, "")

/** Six one-digit boxes: typing moves on, Backspace moves back, a pasted code fills them. */
export function OtpInput({ value, onChange, focusFirst, disabled, errorId, invalid }: OtpInputProps) {
  const boxes = useRef<(HTMLInputElement | null)[]>([])
  const { t } = useTranslation("login")
  const focusBox = (index: number) => boxes.current[Math.max(0, Math.min(OTP_LENGTH - 1, index))]?.focus()

  useEffect(() => {
    if (focusFirst !== undefined) boxes.current[0]?.focus()
  }, [focusFirst])

  /** Writes digits from box `start` on (typing one, or a whole pasted or autofilled code). */
  function fill(start: number, digits: string) {
    const next = Array.from({ length: OTP_LENGTH }, (_, i) => value[i] ?? "")
    const written = digits.slice(0, OTP_LENGTH - start).split("")
    written.forEach((digit, offset) => {
      next[start + offset] = digit
    })
    onChange(next)
    focusBox(start + written.length)
  }

  function typed(index: number, text: string) {
    const digits = onlyDigits(text)
    if (text === "") {
      const next = [...value]
      next[index] = ""
      onChange(next)
      return
    }
    if (digits === "") return
    // Typing beside a digit already in the box gives two: keep the one just typed.
    const old = value[index]
    const fresh = digits.length === 2 && old ? (digits[0] === old ? digits.slice(1) : digits.slice(0, 1)) : digits
    fill(index, fresh)
  }

  function keyDown(index: number, event: KeyboardEvent<HTMLInputElement>) {
    if (event.key === "Backspace" && !value[index] && index > 0) {
      event.preventDefault()
      const next = [...value]
      next[index - 1] = ""
      onChange(next)
      focusBox(index - 1)
    } else if (event.key === "ArrowLeft") {
      event.preventDefault()
      focusBox(index - 1)
    } else if (event.key === "ArrowRight") {
      event.preventDefault()
      focusBox(index + 1)
    }
  }

  function pasted(index: number, event: ClipboardEvent<HTMLInputElement>) {
    event.preventDefault()
    const digits = onlyDigits(event.clipboardData.getData("text"))
    if (digits) fill(digits.length >= OTP_LENGTH ? 0 : index, digits)
  }

  return (
    <Group role="group" aria-label={t("otpGroup")} gap={8} wrap="nowrap" justify="center">
      {Array.from({ length: OTP_LENGTH }, (_, index) => (
        <input
          // The six boxes never reorder.
          // biome-ignore lint/suspicious/noArrayIndexKey: fixed positions
          key={index}
          ref={(element) => {
            boxes.current[index] = element
          }}
          className={classes.box}
          aria-label={t("otpDigit", { position: index + 1, total: OTP_LENGTH })}
          aria-invalid={invalid || undefined}
          aria-describedby={errorId}
          inputMode="numeric"
          autoComplete={index === 0 ? "one-time-code" : "off"}
          pattern="[0-9]*"
          value={value[index] ?? ""}
          disabled={disabled}
          onChange={(event) => typed(index, event.currentTarget.value)}
          onKeyDown={(event) => keyDown(index, event)}
          onPaste={(event) => pasted(index, event)}
          onFocus={(event) => event.currentTarget.select()}
        />
      ))}
    </Group>
  )
}

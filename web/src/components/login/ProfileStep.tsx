import { LOCATION_MAX_LENGTH, NAME_MAX_LENGTH } from "@contract/profile"
import { Button, Stack, Text, TextInput } from "@mantine/core"
import { useEffect, useRef } from "react"
import { useTranslation } from "react-i18next"
import { LocationAutocomplete } from "../../places/LocationAutocomplete"

interface ProfileStepProps {
  name: string
  location: string
  saving: boolean
  /** Which field the modal's alert is about, to mark it. */
  invalidField: "name" | "location" | null
  onNameChange: (name: string) => void
  onLocationChange: (location: string) => void
  onSave: () => void
}

/**
 * First login only: the name greets the traveller and the location is the trip's default origin. The
 * fields stop at the API's limits (@contract/profile), and the city suggests places as the trip form's
 * origin does ("Pun" offers Pune).
 */
export function ProfileStep({ name, location, saving, invalidField, onNameChange, onLocationChange, onSave }: ProfileStepProps) {
  // The step replaces the code boxes; keyboard users continue in the first field.
  const nameInput = useRef<HTMLInputElement>(null)
  const { t } = useTranslation("login")
  useEffect(() => nameInput.current?.focus(), [])
  return (
    <form
      noValidate
      onSubmit={(event) => {
        event.preventDefault()
        onSave()
      }}
    >
      <Stack gap="md">
        <Text size="sm">{t("welcome")}</Text>
        <TextInput
          ref={nameInput}
          label={t("nameLabel")}
          autoComplete="name"
          value={name}
          maxLength={NAME_MAX_LENGTH}
          onChange={(event) => onNameChange(event.currentTarget.value)}
          disabled={saving}
          error={invalidField === "name"}
          data-autofocus
        />
        <LocationAutocomplete
          label={t("cityLabel")}
          placeholder={t("cityPlaceholder")}
          value={location}
          maxLength={LOCATION_MAX_LENGTH}
          onChange={onLocationChange}
          disabled={saving}
          error={invalidField === "location"}
        />
        <Button type="submit" fullWidth loading={saving}>
          {t("continue")}
        </Button>
      </Stack>
    </form>
  )
}

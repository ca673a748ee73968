import { Button, Stack, Text, TextInput } from "@mantine/core"

interface ProfileStepProps {
  name: string
  location: string
  saving: boolean
  errorId: string | undefined
  onNameChange: (name: string) => void
  onLocationChange: (location: string) => void
  onSave: () => void
}

/** First login only: the name greets the traveller and the location is the trip's default origin. */
export function ProfileStep({ name, location, saving, errorId, onNameChange, onLocationChange, onSave }: ProfileStepProps) {
  return (
    <form
      noValidate
      onSubmit={(event) => {
        event.preventDefault()
        onSave()
      }}
    >
      <Stack gap="md">
        <Text size="sm">Welcome! Tell us a little about yourself.</Text>
        <TextInput
          label="Your name"
          autoComplete="name"
          value={name}
          onChange={(event) => onNameChange(event.currentTarget.value)}
          disabled={saving}
          aria-describedby={errorId}
          data-autofocus
        />
        <TextInput
          label="Your city"
          description="Trips start from here unless you choose another city"
          autoComplete="address-level2"
          value={location}
          onChange={(event) => onLocationChange(event.currentTarget.value)}
          disabled={saving}
          aria-describedby={errorId}
        />
        <Button type="submit" fullWidth loading={saving}>
          Continue
        </Button>
      </Stack>
    </form>
  )
}

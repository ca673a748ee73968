import { Badge, Group, Radio, Stack, Text } from "@mantine/core"
import { type CreditPackage, formatRupees } from "../../payments/packages"

interface PackageOptionsProps {
  packages: readonly CreditPackage[]
  selectedId: string
  disabled: boolean
  onSelect: (id: string) => void
}

const spokenLabel = (offer: CreditPackage) =>
  [
    `${offer.credits} credits for ${formatRupees(offer.amount)}`,
    offer.originalAmount ? `instead of ${formatRupees(offer.originalAmount)}` : "",
    offer.discount ?? ""
  ]
    .filter(Boolean)
    .join(", ")

/** The credit packages as a radio group: arrow keys move between them. */
export function PackageOptions({ packages, selectedId, disabled, onSelect }: PackageOptionsProps) {
  return (
    <Radio.Group name="credit-package" label="Choose a credit package" value={selectedId} onChange={onSelect}>
      <Stack gap="xs" mt="xs">
        {packages.map((offer) => (
          <Radio.Card
            key={offer.id}
            value={offer.id}
            disabled={disabled}
            p="sm"
            aria-label={spokenLabel(offer)}
            data-testid={`package-${offer.credits}`}
          >
            <Group wrap="nowrap" align="flex-start" gap="sm">
              <Radio.Indicator mt={4} />
              <Stack gap={2} style={{ flex: 1, minWidth: 0 }}>
                <Group gap="xs" wrap="wrap">
                  <Text fw={700}>{offer.credits} Credits</Text>
                  {offer.discount && (
                    <Badge color="green" variant="light" size="sm">
                      {offer.discount}
                    </Badge>
                  )}
                </Group>
                <Text size="xs" c="dimmed">
                  {formatRupees(offer.perCredit)} per credit
                </Text>
              </Stack>
              <Stack gap={0} align="flex-end">
                <Text fw={700}>{formatRupees(offer.amount)}</Text>
                {offer.originalAmount && (
                  <Text size="xs" c="dimmed" td="line-through">
                    {formatRupees(offer.originalAmount)}
                  </Text>
                )}
              </Stack>
            </Group>
          </Radio.Card>
        ))}
      </Stack>
    </Radio.Group>
  )
}

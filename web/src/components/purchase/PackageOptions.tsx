import { Badge, Group, Radio, Stack, Text } from "@mantine/core"
import type { TFunction } from "i18next"
import { useTranslation } from "react-i18next"
import { useLanguage } from "../../i18n/useLanguage"
import type { CreditPackage } from "../../payments/packages"

interface PackageOptionsProps {
  packages: readonly CreditPackage[]
  selectedId: string
  disabled: boolean
  onSelect: (id: string) => void
}

/** The server's "10% OFF" in the reader's language; any other label as the server wrote it. */
function discountLabel(discount: string, t: TFunction<"purchase">): string {
  const percent = /^(\d+(?:\.\d+)?)% OFF$/.exec(discount)?.[1]
  return percent ? t("discount", { percent }) : discount
}

const spokenLabel = (offer: CreditPackage, t: TFunction<"purchase">, rupees: (amount: number) => string) =>
  [
    t("spokenPackage", { count: offer.credits, price: rupees(offer.amount) }),
    offer.originalAmount ? t("spokenInstead", { price: rupees(offer.originalAmount) }) : "",
    offer.discount ? discountLabel(offer.discount, t) : ""
  ]
    .filter(Boolean)
    .join(", ")

/** The credit packages as a radio group: arrow keys move between them. */
export function PackageOptions({ packages, selectedId, disabled, onSelect }: PackageOptionsProps) {
  const { t } = useTranslation("purchase")
  const { rupees } = useLanguage()
  return (
    <Radio.Group name="credit-package" label={t("choosePackage")} value={selectedId} onChange={onSelect}>
      <Stack gap="xs" mt="xs">
        {packages.map((offer) => (
          <Radio.Card
            key={offer.id}
            value={offer.id}
            disabled={disabled}
            p="sm"
            aria-label={spokenLabel(offer, t, rupees)}
            data-testid={`package-${offer.credits}`}
          >
            <Group wrap="nowrap" align="flex-start" gap="sm">
              <Radio.Indicator mt={4} />
              <Stack gap={2} style={{ flex: 1, minWidth: 0 }}>
                <Group gap="xs" wrap="wrap">
                  <Text fw={700}>{t("packageCredits", { count: offer.credits })}</Text>
                  {/* Mantine's light green failed axe's contrast check; this green keeps white text above 4.5:1. */}
                  {offer.discount && (
                    <Badge color="#1b5e20" variant="filled" size="sm">
                      {discountLabel(offer.discount, t)}
                    </Badge>
                  )}
                </Group>
                <Text size="xs" c="dimmed">
                  {t("perCredit", { price: rupees(offer.perCredit) })}
                </Text>
              </Stack>
              <Stack gap={0} align="flex-end">
                <Text fw={700}>{rupees(offer.amount)}</Text>
                {offer.originalAmount && (
                  <Text size="xs" c="dimmed" td="line-through">
                    {rupees(offer.originalAmount)}
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

import { Card, SimpleGrid, Text } from "@mantine/core";
import { IconToolsKitchen2 } from "@tabler/icons-react";
import { useItineraryText } from "../itineraryText";
import type { FoodPlace } from "../types";
import { PlaceLink } from "./PlaceLink";
import { VerifiedMark } from "./PlanChecksPanel";
import { usePlanLang, withPlanText } from "./PlanText";
import { EmptyNote, Section } from "./Section";

export function FoodSection({ places }: { places: readonly FoodPlace[] | undefined }) {
  const t = useItineraryText();
  const lang = usePlanLang();
  return (
    <Section title={t("sections.food")} icon={IconToolsKitchen2}>
      {places?.length ? (
        <SimpleGrid cols={{ base: 1, sm: 2 }} spacing="sm">
          {places.map((place) => (
            <Card key={`${place.name}-${place.nearRegion}`} withBorder radius="md" padding="sm">
              <Text span>
                <PlaceLink name={place.name} near={place.nearRegion} />
                {place.placeId && <VerifiedMark />}
              </Text>
              <Text size="xs" c="dimmed" lang={lang}>
                {[place.type, place.nearRegion, place.priceRange].filter(Boolean).join(" · ")}
              </Text>
              {place.specialty && <Text size="sm">{withPlanText((dish) => t("details.tryDish", { dish }), place.specialty)}</Text>}
            </Card>
          ))}
        </SimpleGrid>
      ) : (
        <EmptyNote>{t("view.noFood")}</EmptyNote>
      )}
    </Section>
  );
}

import { isStayArea } from "@contract/stayArea";
import { Card, SimpleGrid, Stack, Text } from "@mantine/core";
import { IconBed } from "@tabler/icons-react";
import { useLanguage } from "../../i18n/useLanguage";
import { HotelSlot } from "../edit/slots";
import { rupees } from "../format";
import { useItineraryText } from "../itineraryText";
import type { ItineraryContent } from "../types";
import { GoogleFacts, type PlaceFactsMap } from "./GoogleFacts";
import { PlaceLink } from "./PlaceLink";
import { VerifiedMark } from "./PlanChecksPanel";
import { usePlanLang } from "./PlanText";
import { PlanFact, Section } from "./Section";

export function HotelsSection({ hotels, facts }: { hotels: ItineraryContent["hotelRecommendations"] | undefined; facts?: PlaceFactsMap }) {
  const t = useItineraryText();
  const { language } = useLanguage();
  const lang = usePlanLang();
  const options = hotels?.options ?? [];
  if (options.length === 0 && !hotels?.bookingTip) return null;
  return (
    <Section title={t("sections.hotels")} icon={IconBed}>
      <SimpleGrid cols={{ base: 1, sm: 2 }} spacing="sm">
        {options.map((hotel, index) => (
          <Card key={`${hotel.name}-${hotel.address}`} withBorder radius="md" padding="sm">
            <Stack gap={2}>
              <Text span>
                <PlaceLink name={hotel.name} near={hotel.address || hotel.region} />
                {hotel.placeId && <VerifiedMark />}
              </Text>
              <Text size="xs" c="dimmed" lang={lang}>
                {[hotel.propertyType, hotel.region].filter(Boolean).join(" · ")}
              </Text>
              {isStayArea(hotel) && (
                <Text size="xs" lang={language}>
                  {t("details.stayArea")}
                </Text>
              )}
              <Text size="sm">
                {t(isStayArea(hotel) ? "details.fromPerNight" : "details.perNight", { cost: rupees(hotel.pricePerNight, language) })}
              </Text>
              <GoogleFacts facts={facts?.[`hotel:${index}`]} hours={false} />
              {hotel.address && (
                <Text size="xs" c="dimmed" lang={lang}>
                  {hotel.address}
                </Text>
              )}
              <HotelSlot hotel={hotel} />
            </Stack>
          </Card>
        ))}
      </SimpleGrid>
      <PlanFact label={t("details.bookingTip")} value={hotels?.bookingTip} />
    </Section>
  );
}

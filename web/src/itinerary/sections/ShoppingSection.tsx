import { SimpleGrid } from "@mantine/core";
import { IconShoppingBag } from "@tabler/icons-react";
import { useItineraryText } from "../itineraryText";
import type { ItineraryContent } from "../types";
import { EmptyNote, Section, TextList } from "./Section";

export function ShoppingSection({ shopping }: { shopping: ItineraryContent["shoppingInfo"] | undefined }) {
  const t = useItineraryText();
  const empty = !shopping?.souvenirs?.length && !shopping?.markets?.length;
  return (
    <Section title={t("sections.shopping")} icon={IconShoppingBag}>
      {empty ? (
        <EmptyNote>{t("view.noShopping")}</EmptyNote>
      ) : (
        <SimpleGrid cols={{ base: 1, sm: 2 }} spacing="md">
          <TextList label={t("details.souvenirs")} items={shopping?.souvenirs} />
          <TextList label={t("details.markets")} items={shopping?.markets} />
        </SimpleGrid>
      )}
    </Section>
  );
}

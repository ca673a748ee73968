import { SimpleGrid } from "@mantine/core";
import { IconShoppingBag } from "@tabler/icons-react";
import { sectionTitles, viewMessages } from "../messages";
import type { ItineraryContent } from "../types";
import { EmptyNote, Section, TextList } from "./Section";

export function ShoppingSection({ shopping }: { shopping: ItineraryContent["shoppingInfo"] | undefined }) {
  const empty = !shopping?.souvenirs?.length && !shopping?.markets?.length;
  return (
    <Section title={sectionTitles.shopping} icon={IconShoppingBag}>
      {empty ? (
        <EmptyNote>{viewMessages.noShopping}</EmptyNote>
      ) : (
        <SimpleGrid cols={{ base: 1, sm: 2 }} spacing="md">
          <TextList label="Souvenirs" items={shopping?.souvenirs} />
          <TextList label="Markets" items={shopping?.markets} />
        </SimpleGrid>
      )}
    </Section>
  );
}

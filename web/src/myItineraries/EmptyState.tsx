import { Button, Stack, Text, ThemeIcon, Title } from "@mantine/core";
import { IconMapSearch } from "@tabler/icons-react";
import { Link } from "react-router";
import { useMyItinerariesText } from "./myItinerariesText";

export function EmptyState() {
  const t = useMyItinerariesText();
  return (
    <Stack align="center" ta="center" gap="md" py={48}>
      <ThemeIcon size={64} radius="xl" variant="light">
        <IconMapSearch size={34} aria-hidden />
      </ThemeIcon>
      <Title order={1} fz={{ base: 24, sm: 30 }}>
        {t("emptyTitle")}
      </Title>
      <Text c="dimmed" maw={420}>
        {t("emptyText")}
      </Text>
      <Button component={Link} to="/make-itinerary" radius="xl" size="md">
        {t("createFirst")}
      </Button>
    </Stack>
  );
}

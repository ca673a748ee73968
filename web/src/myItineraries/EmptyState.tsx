import { Button, Stack, Text, ThemeIcon, Title } from "@mantine/core";
import { IconMapSearch } from "@tabler/icons-react";
import { Link } from "react-router-dom";
import { myItinerariesMessages } from "./messages";

export function EmptyState() {
  return (
    <Stack align="center" ta="center" gap="md" py={48}>
      <ThemeIcon size={64} radius="xl" variant="light">
        <IconMapSearch size={34} aria-hidden />
      </ThemeIcon>
      <Title order={1} fz={{ base: 24, sm: 30 }}>
        {myItinerariesMessages.emptyTitle}
      </Title>
      <Text c="dimmed" maw={420}>
        {myItinerariesMessages.emptyText}
      </Text>
      <Button component={Link} to="/make-itinerary" radius="xl" size="md">
        {myItinerariesMessages.createFirst}
      </Button>
    </Stack>
  );
}

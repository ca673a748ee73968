import { Button, Container, Stack, Text, ThemeIcon, Title } from "@mantine/core";
import { IconTools } from "@tabler/icons-react";
import { Link } from "react-router-dom";
import { PageTitle } from "../components/PageTitle";

/** Placeholder for pages another issue builds; the route, guard and code splitting are already real. */
export function ComingSoon({ title }: { title: string }) {
  return (
    <Container size="sm" py={80}>
      <PageTitle>{title}</PageTitle>
      <Stack align="center" ta="center" gap="md">
        <ThemeIcon size={64} radius="xl" variant="light">
          <IconTools size={34} aria-hidden />
        </ThemeIcon>
        <Title order={1} fz={{ base: 26, sm: 34 }}>
          {title}
        </Title>
        <Text c="dimmed">This page is coming soon.</Text>
        <Button component={Link} to="/" variant="light">
          Back to Home
        </Button>
      </Stack>
    </Container>
  );
}

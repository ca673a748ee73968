import { Button, Code, Container, Stack, Text, ThemeIcon, Title } from "@mantine/core";
import { IconAlertTriangle } from "@tabler/icons-react";
import { PageTitle } from "../components/PageTitle";
import { isRouteErrorResponse, useRouteError } from "react-router-dom";

export const ROUTE_ERROR_TITLE = "Unexpected Application Error!";

function describeError(error: unknown): string {
  if (isRouteErrorResponse(error)) return `${error.status} ${error.statusText}`.trim();
  if (error instanceof Error) return error.message;
  return "Something went wrong.";
}

/** The router's fallback page, for unknown addresses and for pages that crashed. */
export function RouteErrorPage() {
  const error = useRouteError();
  return (
    <Container size="sm" py={80}>
      <PageTitle>{ROUTE_ERROR_TITLE}</PageTitle>
      <Stack align="center" ta="center" gap="md">
        <ThemeIcon size={64} radius="xl" color="orange" variant="light">
          <IconAlertTriangle size={36} aria-hidden />
        </ThemeIcon>
        <Title order={1} fz={{ base: 26, sm: 34 }}>
          {ROUTE_ERROR_TITLE}
        </Title>
        <Code block>{describeError(error)}</Code>
        <Text c="dimmed">Please go back to the home page and try again.</Text>
        {/* A full page load: whatever broke the app should not survive into the next page. */}
        <Button component="a" href="/">
          Back to Home
        </Button>
      </Stack>
    </Container>
  );
}

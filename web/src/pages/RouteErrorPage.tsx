import { Button, Code, Container, Stack, Text, ThemeIcon, Title } from "@mantine/core";
import { IconAlertTriangle } from "@tabler/icons-react";
import { useTranslation } from "react-i18next";
import { isRouteErrorResponse, useRouteError } from "react-router";
import { layoutMessages } from "../components/messages";
import { PageTitle } from "../components/PageTitle";
import { ReplayEarlyTap } from "../earlyTap";

export const ROUTE_ERROR_TITLE = layoutMessages.routeError.title;

function describeError(error: unknown, fallback: string): string {
  if (isRouteErrorResponse(error)) return `${error.status} ${error.statusText}`.trim();
  if (error instanceof Error) return error.message;
  return fallback;
}

/** The router's fallback page, for unknown addresses and for pages that crashed. */
export function RouteErrorPage() {
  const error = useRouteError();
  const { t } = useTranslation("layout");
  return (
    <Container size="sm" py={80}>
      <ReplayEarlyTap />
      <PageTitle>{t("routeError.title")}</PageTitle>
      <Stack align="center" ta="center" gap="md">
        <ThemeIcon size={64} radius="xl" color="orange" variant="light">
          <IconAlertTriangle size={36} aria-hidden />
        </ThemeIcon>
        <Title order={1} fz={{ base: 26, sm: 34 }}>
          {t("routeError.title")}
        </Title>
        <Code block>{describeError(error, t("routeError.fallback"))}</Code>
        <Text c="dimmed">{t("routeError.hint")}</Text>
        {/* A full page load: whatever broke the app should not survive into the next page. */}
        <Button component="a" href="/">
          {t("routeError.home")}
        </Button>
      </Stack>
    </Container>
  );
}

import { Alert, Badge, Button, Card, Center, Container, Group, Loader, Stack, Text, Title } from "@mantine/core";
import { IconDeviceMobile, IconLogout } from "@tabler/icons-react";
import { type ReactNode, useCallback, useEffect, useState } from "react";
import { PageTitle } from "../components/PageTitle";
import { useLanguage } from "../i18n/useLanguage";
import { toast } from "../notifications/toast";
import { useLogout } from "../routes/navigation";
import { type DeviceSession, sessionsApi } from "../sessions/api";
import { sessionsT, useSessionsText } from "../sessions/sessionsText";
import { sessionStore } from "../stores/session";
import { useNavigate } from "react-router";

/** /sessions: the devices the traveller is logged in on, each to sign out (a lost phone), and "log out of all devices" (ADR 0230). */
export function SessionsPage() {
  const t = useSessionsText();
  const { date } = useLanguage();
  const logout = useLogout();
  const navigate = useNavigate();
  const [sessions, setSessions] = useState<DeviceSession[] | null>(null);
  const [failed, setFailed] = useState(false);
  const [busy, setBusy] = useState<string | null>(null);

  const load = useCallback(() => {
    setFailed(false);
    sessionsApi.list().then(setSessions, () => setFailed(true));
  }, []);
  useEffect(load, [load]);

  const signOut = async (session: DeviceSession) => {
    if (session.current) return logout();
    setBusy(session.id);
    try {
      await sessionsApi.signOut(session.id);
      toast.success(sessionsT("signedOut", { device: session.device }));
    } catch {
      toast.error(sessionsT("signOutFailed"));
    } finally {
      setBusy(null);
      load();
    }
  };

  const logOutAll = async () => {
    if (!window.confirm(sessionsT("confirmLogOutAll"))) return;
    setBusy("all");
    // Whatever the answer, this device is logged out: a failure must not leave it signed in.
    await sessionsApi.logOutAll().catch(() => undefined);
    sessionStore.logout();
    navigate("/", { replace: true });
  };

  let body: ReactNode;
  if (failed) {
    body = (
      <Alert color="red" variant="light" role="alert" title={t("loadFailed")}>
        <Button size="xs" variant="light" color="red" mt="xs" onClick={load}>
          {t("tryAgain")}
        </Button>
      </Alert>
    );
  } else if (sessions === null) {
    body = (
      <Center py={48}>
        <Stack align="center" gap="sm">
          <Loader aria-hidden />
          <Text c="dimmed">{t("loading")}</Text>
        </Stack>
      </Center>
    );
  } else {
    body = (
      <Stack gap="sm" component="ul" p={0} m={0} style={{ listStyle: "none" }} aria-label={t("heading")}>
        {sessions.map((session) => (
          <Card key={session.id} component="li" withBorder radius="md" padding="md" data-testid="device-session">
            <Group justify="space-between" wrap="nowrap" align="flex-start" gap="sm">
              <Group gap="sm" wrap="nowrap" align="flex-start">
                <IconDeviceMobile size={22} aria-hidden />
                <Stack gap={2}>
                  <Group gap="xs">
                    <Text fw={600}>{session.device}</Text>
                    {session.current && (
                      <Badge color="teal" variant="light">
                        {t("thisDevice")}
                      </Badge>
                    )}
                  </Group>
                  <Text fz="sm" c="dimmed">
                    {t("lastUsed", { date: date(new Date(session.lastUsedAt)) })}
                  </Text>
                  <Text fz="sm" c="dimmed">
                    {t("signedIn", { date: date(new Date(session.startedAt)) })}
                  </Text>
                </Stack>
              </Group>
              <Button
                variant="light"
                color="red"
                size="xs"
                loading={busy === session.id}
                disabled={busy !== null && busy !== session.id}
                aria-label={t("signOutDevice", { device: session.device })}
                onClick={() => void signOut(session)}
              >
                {t("signOut")}
              </Button>
            </Group>
          </Card>
        ))}
      </Stack>
    );
  }

  return (
    <Container size="sm" px={{ base: "sm", sm: "md" }} py={{ base: "lg", sm: 48 }}>
      <PageTitle>{t("heading")}</PageTitle>
      <Stack gap="lg">
        <Stack gap="xs">
          <Title order={1} fz={{ base: 24, sm: 32 }}>
            {t("heading")}
          </Title>
          <Text c="dimmed">{t("intro")}</Text>
        </Stack>
        {body}
        <Stack gap={4}>
          <Button color="red" variant="outline" leftSection={<IconLogout size={18} aria-hidden />} loading={busy === "all"} onClick={() => void logOutAll()} w={{ base: "100%", sm: "auto" }}>
            {t("logOutAll")}
          </Button>
          <Text fz="sm" c="dimmed">
            {t("logOutAllHint")}
          </Text>
        </Stack>
      </Stack>
    </Container>
  );
}

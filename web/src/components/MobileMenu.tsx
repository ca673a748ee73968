import { Button, Divider, Drawer, Stack } from "@mantine/core";
import { IconDevices, IconLogin2, IconLogout } from "@tabler/icons-react";
import { useTranslation } from "react-i18next";
import { useNavigate } from "react-router";
import { LanguageSwitch } from "../i18n/LanguageSwitch";
import { useLogout } from "../routes/navigation";
import { useSession } from "../stores/session";
import { BrandLogo } from "./BrandLogo";
import { HeaderNav } from "./HeaderNav";
import { useAppModals } from "./ModalsProvider";

/** The header's links for small screens, in a drawer. Loaded on first open: most visits never need it. */
export default function MobileMenu({ opened, onClose }: { opened: boolean; onClose: () => void }) {
  const { t } = useTranslation("layout");
  const { isLoggedIn } = useSession();
  const { openLogin } = useAppModals();
  const logout = useLogout();
  const navigate = useNavigate();
  return (
    <Drawer
      id="mobile-menu"
      opened={opened}
      onClose={onClose}
      position="right"
      size="80%"
      title={<BrandLogo onNavigate={onClose} />}
      hiddenFrom="md"
      closeButtonProps={{ "aria-label": t("closeMenu") }}
      zIndex={300}
    >
      <Stack gap={4} component="nav" aria-label={t("nav.mobile")}>
        <HeaderNav inDrawer onNavigate={onClose} />
        <Divider my="sm" />
        <LanguageSwitch fullWidth />
        {isLoggedIn && (
          <Button
            variant="subtle"
            justify="flex-start"
            leftSection={<IconDevices size={18} aria-hidden />}
            onClick={() => {
              onClose();
              navigate("/sessions");
            }}
          >
            {t("nav.sessions")}
          </Button>
        )}
        {isLoggedIn ? (
          <Button
            variant="subtle"
            color="red"
            justify="flex-start"
            leftSection={<IconLogout size={18} aria-hidden />}
            onClick={() => {
              onClose();
              void logout();
            }}
          >
            {t("logout")}
          </Button>
        ) : (
          <Button
            leftSection={<IconLogin2 size={18} aria-hidden />}
            onClick={() => {
              onClose();
              openLogin();
            }}
          >
            {t("login")}
          </Button>
        )}
      </Stack>
    </Drawer>
  );
}

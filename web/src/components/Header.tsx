import { Burger, Button, Container, Group } from "@mantine/core";
import { useWindowScroll } from "@mantine/hooks";
import { IconLogin2 } from "@tabler/icons-react";
import { lazy, Suspense, useState } from "react";
import { useTranslation } from "react-i18next";
import { LanguageSwitch } from "../i18n/LanguageSwitch";
import { useSession } from "../stores/session";
import { withAllStyles } from "../styles/loadAllStyles";
import { AccountButton } from "./AccountButton";
import { BrandLogo } from "./BrandLogo";
import { CreditsButton } from "./CreditsButton";
import classes from "./Header.module.css";
import { HeaderNav } from "./HeaderNav";
import { useAppModals } from "./ModalsProvider";

// Kept out of the landing page's first bundle (budget: 180 KB gzipped): the drawer and the menu pull in
// ModalBase, ScrollArea, Popover and floating-ui.
const MobileMenu = lazy(withAllStyles(() => import("./MobileMenu")));
const UserMenu = lazy(withAllStyles(() => import("./UserMenu")));

export const HEADER_SCROLL_THRESHOLD_PX = 20;

export function Header() {
  const { t } = useTranslation("layout");
  const { isLoggedIn } = useSession();
  const { openLogin } = useAppModals();
  const [{ y }] = useWindowScroll();
  const [menu, setMenu] = useState({ mounted: false, opened: false });
  const scrolled = y > HEADER_SCROLL_THRESHOLD_PX;

  return (
    <header className={classes.header} data-scrolled={scrolled || undefined}>
      <a href="#main-content" className={classes.skipLink}>
        {t("skipToContent")}
      </a>
      <Container size="lg" className={classes.inner}>
        <BrandLogo />

        <Group component="nav" aria-label={t("nav.main")} gap={4} visibleFrom="md">
          <HeaderNav />
        </Group>

        <Group gap="sm" wrap="nowrap">
          <Group visibleFrom="sm">
            <LanguageSwitch />
          </Group>
          {isLoggedIn ? (
            <>
              <CreditsButton />
              <Group visibleFrom="md">
                <Suspense fallback={<AccountButton />}>
                  <UserMenu />
                </Suspense>
              </Group>
            </>
          ) : (
            <Button visibleFrom="md" leftSection={<IconLogin2 size={18} aria-hidden />} onClick={openLogin}>
              {t("login")}
            </Button>
          )}
          <Burger
            opened={menu.opened}
            onClick={() => setMenu((state) => ({ mounted: true, opened: !state.opened }))}
            hiddenFrom="md"
            size="sm"
            aria-label={menu.opened ? t("closeMenu") : t("openMenu")}
            aria-expanded={menu.opened}
            aria-controls="mobile-menu"
          />
        </Group>
      </Container>

      {menu.mounted && (
        <Suspense fallback={null}>
          <MobileMenu opened={menu.opened} onClose={() => setMenu({ mounted: true, opened: false })} />
        </Suspense>
      )}
    </header>
  );
}

import { ActionIcon, Container, Divider, Group, SimpleGrid, Stack, Text } from "@mantine/core";
import {
  IconBrandFacebook,
  IconBrandInstagram,
  IconBrandLinkedin,
  IconBrandX,
  IconBrandYoutube,
  IconMail
} from "@tabler/icons-react";
import { useTranslation } from "react-i18next";
import { Link } from "react-router";
import { useBrand, useSupportEmails } from "../api/config";
import { LanguageSwitch } from "../i18n/LanguageSwitch";
import { useGoToProtected } from "../routes/navigation";
import { BrandLogo } from "./BrandLogo";
import classes from "./Footer.module.css";

const SOCIAL_LINKS = [
  { label: "Instagram", href: "https://www.instagram.com/safarnama.in", Icon: IconBrandInstagram },
  { label: "Facebook", href: "https://www.facebook.com/safarnama.in", Icon: IconBrandFacebook },
  { label: "X (Twitter)", href: "https://x.com/safarnama_in", Icon: IconBrandX },
  { label: "YouTube", href: "https://www.youtube.com/@safarnama", Icon: IconBrandYoutube },
  { label: "LinkedIn", href: "https://www.linkedin.com/company/safarnama", Icon: IconBrandLinkedin }
];

function ProtectedLink({ to, children }: { to: string; children: string }) {
  const goToProtected = useGoToProtected();
  return (
    <Link
      to={to}
      className={classes.link}
      onClick={(event) => {
        event.preventDefault();
        goToProtected(to);
      }}
    >
      {children}
    </Link>
  );
}

export function Footer() {
  const brand = useBrand();
  const supportEmails = useSupportEmails();
  const { t } = useTranslation("layout");
  return (
    <footer className={classes.footer}>
      <Container size="lg">
        <SimpleGrid cols={{ base: 1, xs: 2, md: 4 }} spacing="xl">
          <Stack gap="sm">
            <BrandLogo onDark />
            <Text fz="sm">{t("footer.tagline")}</Text>
            <div>
              <LanguageSwitch onDark />
            </div>
          </Stack>

          <nav aria-labelledby="footer-quick-links">
            <Text id="footer-quick-links" className={classes.heading}>
              {t("footer.quickLinks")}
            </Text>
            <ul className={classes.list}>
              <li>
                <Link to="/" className={classes.link}>
                  {t("nav.home")}
                </Link>
              </li>
              <li>
                <ProtectedLink to="/make-itinerary">{t("nav.makeItinerary")}</ProtectedLink>
              </li>
              <li>
                <ProtectedLink to="/my-itineraries">{t("nav.myItineraries")}</ProtectedLink>
              </li>
            </ul>
          </nav>

          <nav aria-labelledby="footer-legal">
            <Text id="footer-legal" className={classes.heading}>
              {t("footer.legal")}
            </Text>
            <ul className={classes.list}>
              <li>
                <Link to="/terms" className={classes.link}>
                  {t("footer.terms")}
                </Link>
              </li>
              <li>
                <Link to="/privacy" className={classes.link}>
                  {t("footer.privacy")}
                </Link>
              </li>
              <li>
                <Link to="/cancellation-refunds" className={classes.link}>
                  {t("footer.refunds")}
                </Link>
              </li>
            </ul>
          </nav>

          <section aria-labelledby="footer-support">
            <Text id="footer-support" className={classes.heading}>
              {t("footer.support")}
            </Text>
            <ul className={classes.list}>
              {supportEmails.map((email) => (
                <li key={email}>
                  <a href={`mailto:${email}`} className={classes.link}>
                    <Group gap={6} wrap="nowrap" component="span">
                      <IconMail size={16} aria-hidden />
                      {email}
                    </Group>
                  </a>
                </li>
              ))}
            </ul>
            <Text fz="xs" mt={6}>
              {t("footer.hours")}
            </Text>
            <Group gap={6} mt="md" aria-label={t("footer.followUs")}>
              {SOCIAL_LINKS.map(({ label, href, Icon }) => (
                <ActionIcon
                  key={label}
                  component="a"
                  href={href}
                  target="_blank"
                  rel="noopener noreferrer"
                  variant="subtle"
                  color="gray.3"
                  size="lg"
                  aria-label={t("footer.social", { brand, network: label })}
                >
                  <Icon size={20} aria-hidden />
                </ActionIcon>
              ))}
            </Group>
          </section>
        </SimpleGrid>

        <Divider my="lg" color="rgba(255,255,255,0.12)" />
        <Text fz="xs" ta="center" suppressHydrationWarning>
          {t("footer.copyright", { year: new Date().getFullYear(), brand })}
        </Text>
      </Container>
    </footer>
  );
}

import { ActionIcon, Container, Divider, Group, SimpleGrid, Stack, Text } from "@mantine/core";
import {
  IconBrandFacebook,
  IconBrandInstagram,
  IconBrandLinkedin,
  IconBrandX,
  IconBrandYoutube,
  IconMail
} from "@tabler/icons-react";
import { Link } from "react-router-dom";
import { useBrand, useSupportEmails } from "../api/config";
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
  return (
    <footer className={classes.footer}>
      <Container size="lg">
        <SimpleGrid cols={{ base: 1, xs: 2, md: 4 }} spacing="xl">
          <Stack gap="sm">
            <BrandLogo onDark />
            <Text fz="sm">
              Day-by-day travel itineraries planned by AI, for trips across India and around the world.
            </Text>
          </Stack>

          <nav aria-labelledby="footer-quick-links">
            <Text id="footer-quick-links" className={classes.heading}>
              Quick Links
            </Text>
            <ul className={classes.list}>
              <li>
                <Link to="/" className={classes.link}>
                  Home
                </Link>
              </li>
              <li>
                <ProtectedLink to="/make-itinerary">Make Itinerary</ProtectedLink>
              </li>
              <li>
                <ProtectedLink to="/my-itineraries">My Itineraries</ProtectedLink>
              </li>
            </ul>
          </nav>

          <nav aria-labelledby="footer-legal">
            <Text id="footer-legal" className={classes.heading}>
              Legal
            </Text>
            <ul className={classes.list}>
              <li>
                <Link to="/terms" className={classes.link}>
                  Terms of Service
                </Link>
              </li>
              <li>
                <Link to="/privacy" className={classes.link}>
                  Privacy Policy
                </Link>
              </li>
              <li>
                <Link to="/cancellation-refunds" className={classes.link}>
                  Cancellation &amp; Refunds
                </Link>
              </li>
            </ul>
          </nav>

          <section aria-labelledby="footer-support">
            <Text id="footer-support" className={classes.heading}>
              Support
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
              Monday to Friday, 9 AM to 6 PM IST
            </Text>
            <Group gap={6} mt="md" aria-label="Follow us">
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
                  aria-label={`${brand} on ${label}`}
                >
                  <Icon size={20} aria-hidden />
                </ActionIcon>
              ))}
            </Group>
          </section>
        </SimpleGrid>

        <Divider my="lg" color="rgba(255,255,255,0.12)" />
        <Text fz="xs" ta="center" suppressHydrationWarning>
          © {new Date().getFullYear()} {brand}. All rights reserved. Prices in Indian Rupees (INR).
        </Text>
      </Container>
    </footer>
  );
}

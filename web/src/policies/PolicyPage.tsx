import { Anchor, Container, List, Stack, Text, Title } from "@mantine/core";
import { IconArrowLeft } from "@tabler/icons-react";
import type { ReactNode } from "react";
import { useTranslation } from "react-i18next";
import { Link } from "react-router";
import { PageTitle } from "../components/PageTitle";
import { formatDate } from "../i18n/format";
import { useLanguage } from "../i18n/useLanguage";

/** Spec: all policies were last updated on May 10, 2025. */
export const POLICIES_LAST_UPDATED = "May 10, 2025";

export interface PolicySection {
  heading: string;
  body: ReactNode;
}

/** Shared frame of the legal pages: title, last-updated date, numbered sections, back-to-home link. */
export function PolicyPage({ title, intro, sections }: { title: string; intro?: ReactNode; sections: PolicySection[] }) {
  const { t } = useTranslation("policies");
  const { language } = useLanguage();
  // The spec's English date verbatim; other languages name the month in their own words.
  const updated = language === "en" ? POLICIES_LAST_UPDATED : formatDate(language, new Date(2025, 4, 10));
  return (
    <Container size="md" py={{ base: 32, sm: 56 }} component="article">
      <PageTitle>{title}</PageTitle>
      <Anchor component={Link} to="/" fw={600} fz="sm" style={{ display: "inline-flex", alignItems: "center", gap: 6 }}>
        <IconArrowLeft size={16} aria-hidden />
        {t("backHome")}
      </Anchor>
      <Title order={1} mt="md" fz={{ base: 28, sm: 38 }}>
        {title}
      </Title>
      <Text c="dimmed" fz="sm" mt={4}>
        {t("lastUpdated", { date: updated })}
      </Text>
      {intro && (
        <Text mt="lg" fz="md">
          {intro}
        </Text>
      )}
      <Stack gap="xl" mt="xl">
        {sections.map((section, index) => (
          <section key={section.heading} aria-labelledby={`policy-section-${index}`}>
            <Title order={2} fz={{ base: 20, sm: 24 }} mb="xs" id={`policy-section-${index}`}>
              {index + 1}. {section.heading}
            </Title>
            <Stack gap="xs" fz="md" c="dark.6">
              {section.body}
            </Stack>
          </section>
        ))}
      </Stack>
    </Container>
  );
}

/** A bulleted list with a bold lead-in per item, the usual shape of a policy clause. */
export function PolicyList({ items }: { items: [lead: string, text: string][] }) {
  return (
    <List spacing={6} withPadding>
      {items.map(([lead, text]) => (
        <List.Item key={lead}>
          <Text span fw={700}>
            {lead}:
          </Text>{" "}
          {text}
        </List.Item>
      ))}
    </List>
  );
}

import { Text } from "@mantine/core";
import { Trans } from "react-i18next";
import { Link } from "react-router";
import { useBrand } from "../api/config";
import { PolicyList, PolicyPage } from "../policies/PolicyPage";
import { useTermsText } from "../policies/policyBodiesText";
import { SupportContact } from "../policies/SupportContact";

export function TermsPage() {
  const brand = useBrand();
  const { t } = useTermsText();
  return (
    <PolicyPage
      title={t("title")}
      sections={[
        {
          heading: t("acceptance.heading"),
          body: (
            <Text>
              <Trans t={t} i18nKey="acceptance.text" values={{ brand }} components={{ privacy: <Link to="/privacy" /> }} />
            </Text>
          )
        },
        { heading: t("service.heading"), body: <Text>{t("service.text", { brand })}</Text> },
        {
          heading: t("accounts.heading"),
          body: (
            <PolicyList
              items={[
                [t("accounts.loginLead"), t("accounts.login")],
                [t("accounts.accurateLead"), t("accounts.accurate")],
                [t("accounts.securityLead"), t("accounts.security")],
                [t("accounts.terminationLead"), t("accounts.termination")]
              ]}
            />
          )
        },
        {
          heading: t("credits.heading"),
          body: (
            <>
              <Text>{t("credits.cost")}</Text>
              <Text>
                <Trans t={t} i18nKey="credits.final" components={{ refunds: <Link to="/cancellation-refunds" /> }} />
              </Text>
            </>
          )
        },
        { heading: t("content.heading"), body: <Text>{t("content.text", { brand })}</Text> },
        { heading: t("property.heading"), body: <Text>{t("property.text", { brand })}</Text> },
        { heading: t("liability.heading"), body: <Text>{t("liability.text", { brand })}</Text> },
        { heading: t("changes.heading"), body: <Text>{t("changes.text", { brand })}</Text> },
        { heading: t("contact.heading"), body: <SupportContact /> }
      ]}
    />
  );
}

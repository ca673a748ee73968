import { Text } from "@mantine/core";
import { useBrand } from "../api/config";
import { PolicyList, PolicyPage } from "../policies/PolicyPage";
import { usePrivacyText } from "../policies/policyBodiesText";
import { SupportContact } from "../policies/SupportContact";

export function PrivacyPage() {
  const brand = useBrand();
  const { t } = usePrivacyText();
  return (
    <PolicyPage
      title={t("title")}
      sections={[
        { heading: t("intro.heading"), body: <Text>{t("intro.text", { brand })}</Text> },
        {
          heading: t("collect.heading"),
          body: (
            <PolicyList
              items={[
                [t("collect.accountLead"), t("collect.account")],
                [t("collect.preferencesLead"), t("collect.preferences")],
                [t("collect.usageLead"), t("collect.usage")]
              ]}
            />
          )
        },
        {
          heading: t("use.heading"),
          body: (
            <PolicyList
              items={[
                [t("use.serviceLead"), t("use.service")],
                [t("use.personaliseLead"), t("use.personalise")],
                [t("use.paymentsLead"), t("use.payments")],
                [t("use.improveLead"), t("use.improve")],
                [t("use.communicateLead"), t("use.communicate")]
              ]}
            />
          )
        },
        { heading: t("security.heading"), body: <Text>{t("security.text")}</Text> },
        {
          heading: t("sharing.heading"),
          body: (
            <>
              <Text>{t("sharing.lead")}</Text>
              <PolicyList
                items={[
                  [t("sharing.providersLead"), t("sharing.providers")],
                  [t("sharing.analyticsLead"), t("sharing.analytics")],
                  [t("sharing.legalLead"), t("sharing.legal", { brand })]
                ]}
              />
            </>
          )
        },
        {
          heading: t("rights.heading"),
          body: (
            <>
              <Text>{t("rights.lead")}</Text>
              <PolicyList
                items={[
                  [t("rights.accessLead"), t("rights.access")],
                  [t("rights.correctLead"), t("rights.correct")],
                  [t("rights.deleteLead"), t("rights.delete")],
                  [t("rights.objectLead"), t("rights.object")],
                  [t("rights.exportLead"), t("rights.export")]
                ]}
              />
              <Text>{t("rights.how")}</Text>
            </>
          )
        },
        { heading: t("cookies.heading"), body: <Text>{t("cookies.text")}</Text> },
        { heading: t("children.heading"), body: <Text>{t("children.text", { brand })}</Text> },
        { heading: t("changes.heading"), body: <Text>{t("changes.text")}</Text> },
        { heading: t("contact.heading"), body: <SupportContact /> }
      ]}
    />
  );
}

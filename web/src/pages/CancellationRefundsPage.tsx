import { Text } from "@mantine/core";
import { useTranslation } from "react-i18next";
import { useBrand } from "../api/config";
import { PolicyList, PolicyPage } from "../policies/PolicyPage";
import { SupportContact } from "../policies/SupportContact";

export function CancellationRefundsPage() {
  const brand = useBrand();
  const { t } = useTranslation("policies", { keyPrefix: "refunds" });
  return (
    <PolicyPage
      title={t("title")}
      intro={t("intro", { brand })}
      sections={[
        {
          heading: t("purchases.heading"),
          body: (
            <PolicyList
              items={[
                [t("purchases.finalLead"), t("purchases.final")],
                [t("purchases.transferLead"), t("purchases.transfer")],
                [t("purchases.expiryLead"), t("purchases.expiry")],
                [t("purchases.activationLead"), t("purchases.activation")]
              ]}
            />
          )
        },
        {
          heading: t("failed.heading"),
          body: (
            <PolicyList
              items={[
                [t("failed.takenLead"), t("failed.taken")],
                [t("failed.doubleLead"), t("failed.double")]
              ]}
            />
          )
        },
        { heading: t("termination.heading"), body: <Text>{t("termination.text")}</Text> },
        { heading: t("contact.heading"), body: <SupportContact /> }
      ]}
    />
  );
}

import { Anchor, Text } from "@mantine/core";
import { useTranslation } from "react-i18next";
import { useSupportEmails } from "../api/config";
import { layoutMessages } from "../components/messages";

export const SUPPORT_HOURS = layoutMessages.footer.hours;

/** The support addresses and hours every policy ends with. */
export function SupportContact() {
  const emails = useSupportEmails();
  const { t } = useTranslation("policies");
  const { t: layout } = useTranslation("layout");
  return (
    <>
      <Text>
        {t("support.writeTo")}{" "}
        {emails.map((email, index) => (
          <span key={email}>
            {index > 0 && (index === emails.length - 1 ? t("support.or") : ", ")}
            <Anchor href={`mailto:${email}`}>{email}</Anchor>
          </span>
        ))}
        .
      </Text>
      <Text>
        {t("support.hours", { hours: layout("footer.hours") })}
      </Text>
    </>
  );
}

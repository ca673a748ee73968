import { Anchor, Text } from "@mantine/core";
import { useSupportEmails } from "../api/config";

export const SUPPORT_HOURS = "Monday to Friday, 9 AM to 6 PM IST";

/** The support addresses and hours every policy ends with. */
export function SupportContact() {
  const emails = useSupportEmails();
  return (
    <>
      <Text>
        Write to us at{" "}
        {emails.map((email, index) => (
          <span key={email}>
            {index > 0 && (index === emails.length - 1 ? " or " : ", ")}
            <Anchor href={`mailto:${email}`}>{email}</Anchor>
          </span>
        ))}
        .
      </Text>
      <Text>
        Support hours: {SUPPORT_HOURS}. We reply within 24 hours.
      </Text>
    </>
  );
}

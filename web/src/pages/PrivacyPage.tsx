import { Text } from "@mantine/core";
import { useBrand } from "../api/config";
import { PolicyList, PolicyPage } from "../policies/PolicyPage";
import { SupportContact } from "../policies/SupportContact";

export function PrivacyPage() {
  const brand = useBrand();
  return (
    <PolicyPage
      title="Privacy Policy"
      sections={[
        {
          heading: "Introduction",
          body: (
            <Text>
              {brand} ("we", "us") plans travel itineraries with the help of artificial intelligence. This policy
              explains what information we collect when you use {brand}, how we use and protect it, and the choices
              you have. By using {brand} you agree to this policy.
            </Text>
          )
        },
        {
          heading: "Information We Collect",
          body: (
            <PolicyList
              items={[
                ["Account information", "your phone number, name and location."],
                ["Travel preferences", "destinations, travel month, budget and activity interests."],
                ["Usage data", "the itineraries you generate, your interaction history and device information."]
              ]}
            />
          )
        },
        {
          heading: "How We Use Your Information",
          body: (
            <PolicyList
              items={[
                ["To provide the service", "log you in, generate and store your itineraries, and keep your credit balance."],
                ["To personalise", "tailor itineraries to your preferences and starting location."],
                ["To process payments", "create orders and confirm payments for the credits you buy."],
                ["To improve", "understand how the product is used and fix problems."],
                ["To communicate", "answer your support requests and tell you about important changes."]
              ]}
            />
          )
        },
        {
          heading: "Data Security",
          body: (
            <Text>
              We protect your information with encryption in transit, access controls and regular reviews of our
              systems. Payments are handled by our payment gateway; we never see or store your card or UPI details.
              No method of transmission or storage is completely secure, but we work to protect your data.
            </Text>
          )
        },
        {
          heading: "Data Sharing",
          body: (
            <>
              <Text>We do not sell your personal information. We share it only with:</Text>
              <PolicyList
                items={[
                  ["Service providers", "who host our systems, send login codes, process payments and generate itineraries for us."],
                  ["Analytics partners", "who help us understand how the product is used, with aggregated or pseudonymous data."],
                  ["Legal authorities", "when the law requires it, or to protect the rights and safety of our users and of " + brand + "."]
                ]}
              />
            </>
          )
        },
        {
          heading: "Your Rights",
          body: (
            <>
              <Text>You have the right to:</Text>
              <PolicyList
                items={[
                  ["Access", "ask for a copy of the personal information we hold about you."],
                  ["Correct", "update information that is wrong or incomplete."],
                  ["Delete", "ask us to delete your account and personal information."],
                  ["Object", "object to some uses of your information, such as analytics."],
                  ["Export", "receive your information in a portable, machine-readable format."]
                ]}
              />
              <Text>To use any of these rights, contact us using the details below.</Text>
            </>
          )
        },
        {
          heading: "Cookies",
          body: (
            <Text>
              We use cookies and your browser's local storage to keep you logged in, remember your preferences and
              follow itineraries that are being generated. You can clear them in your browser settings; logging out
              clears them as well. Some features may not work without them.
            </Text>
          )
        },
        {
          heading: "Children's Privacy",
          body: (
            <Text>
              {brand} is not intended for children under 13, and we do not knowingly collect information from them.
              If you believe a child under 13 has given us personal information, contact us and we will delete it.
            </Text>
          )
        },
        {
          heading: "Changes to This Policy",
          body: (
            <Text>
              We may update this policy from time to time. We will post the new version on this page with a new
              "Last updated" date, and tell you about significant changes in the product.
            </Text>
          )
        },
        { heading: "Contact Us", body: <SupportContact /> }
      ]}
    />
  );
}

import { Text } from "@mantine/core";
import { useBrand } from "../api/config";
import { PolicyList, PolicyPage } from "../policies/PolicyPage";
import { SupportContact } from "../policies/SupportContact";

export function CancellationRefundsPage() {
  const brand = useBrand();
  return (
    <PolicyPage
      title="Cancellation and Refunds Policy"
      intro={`This policy explains how credit purchases on ${brand} work and what happens when a payment goes wrong.`}
      sections={[
        {
          heading: "Credit Purchases",
          body: (
            <PolicyList
              items={[
                ["Final sale", "all credit purchases are final and non-refundable."],
                ["Non-transferable", "credits are non-transferable and cannot be converted to money or cash."],
                ["No expiry", "credits do not expire; use them whenever you plan your next trip."],
                ["Immediate activation", "credits activate immediately after a successful payment."]
              ]}
            />
          )
        },
        {
          heading: "Failed or Interrupted Payments",
          body: (
            <PolicyList
              items={[
                [
                  "Payment taken, no credits",
                  "if money was taken from your account but the credits were not added, they are credited to your account automatically within 24 hours."
                ],
                [
                  "Double charges",
                  "if you were charged twice for the same purchase, the duplicate payment is reversed by the payment gateway to your original payment method."
                ]
              ]}
            />
          )
        },
        {
          heading: "Account Termination",
          body: (
            <Text>
              If your account is terminated, any unused credits are forfeited. Itineraries you have already
              generated remain accessible.
            </Text>
          )
        },
        { heading: "Contact and Support", body: <SupportContact /> }
      ]}
    />
  );
}

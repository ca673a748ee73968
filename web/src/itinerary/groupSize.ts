/**
 * Spec: the total-cost header multiplies by the group: solo 1, couple 2, family 3, friends 5,
 * business 3, anything else 1. travellingWith reads like 'couple - 2 adults'.
 */
export function groupSize(travellingWith: string | undefined): number {
  const kind = (travellingWith ?? "").trim().split(/[\s-]/)[0]?.toLowerCase();
  switch (kind) {
    case "couple":
      return 2;
    case "family":
      return 3;
    case "friends":
      return 5;
    case "business":
      return 3;
    default:
      return 1;
  }
}

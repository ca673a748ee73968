// Credit packages (spec section 9). The server's list (GET /api/payments/packages) wins; the spec's
// values are shown when it cannot be reached, so the dialog never opens empty.

export interface CreditPackage {
  id: string
  credits: number
  /** Price in rupees. */
  amount: number
  perCredit: number
  /** Price before the discount, shown struck through. */
  originalAmount?: number
  /** Label such as "10% OFF". */
  discount?: string
}

export const SPEC_PACKAGES: readonly CreditPackage[] = [
  { id: "credits-2", credits: 2, amount: 100, perCredit: 50 },
  { id: "credits-5", credits: 5, amount: 250, perCredit: 50 },
  { id: "credits-10", credits: 10, amount: 450, perCredit: 45, originalAmount: 500, discount: "10% OFF" }
]

const isPositive = (value: unknown): value is number => typeof value === "number" && Number.isFinite(value) && value > 0

function toPackage(raw: unknown, index: number): CreditPackage | null {
  if (typeof raw !== "object" || raw === null) return null
  const { id, credits, amount, perCredit, originalAmount, discount } = raw as Record<string, unknown>
  if (!isPositive(credits) || !isPositive(amount)) return null
  return {
    id: typeof id === "string" && id ? id : `credits-${credits}-${index}`,
    credits,
    amount,
    perCredit: isPositive(perCredit) ? perCredit : Math.round(amount / credits),
    ...(isPositive(originalAmount) && originalAmount > amount ? { originalAmount } : {}),
    ...(typeof discount === "string" && discount ? { discount } : {})
  }
}

/** The server's packages if they make sense, else null (the caller keeps the spec's). */
export function readPackages(data: unknown): CreditPackage[] | null {
  if (!Array.isArray(data)) return null
  const packages = data.map(toPackage)
  if (packages.length === 0 || packages.some((p) => p === null)) return null
  return packages as CreditPackage[]
}

/** Rupees as Indians write them: ₹1,000. */
export const formatRupees = (amount: number): string => `₹${amount.toLocaleString("en-IN")}`

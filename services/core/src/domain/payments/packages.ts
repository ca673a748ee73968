/**
 * The credit packages (spec section 9). The server's catalogue is the only source of prices: a client
 * names a package by its amount and credits, and the price charged is always the one below.
 */
export interface CreditPackage {
  readonly id: string
  readonly credits: number
  /** INR, as shown to travellers. */
  readonly amount: number
  readonly perCredit: number
  readonly originalAmount?: number
  readonly discount?: string
}

export const creditPackages: ReadonlyArray<CreditPackage> = [
  { id: "p2", credits: 2, amount: 100, perCredit: 50 },
  { id: "p5", credits: 5, amount: 250, perCredit: 50 },
  { id: "p10", credits: 10, amount: 450, perCredit: 45, originalAmount: 500, discount: "10% OFF" }
]

export const CURRENCY = "INR"

/** Checkout amounts are in paise: amount times 100. */
export const paiseOf = (rupees: number): number => Math.round(rupees * 100)

/** The package with exactly this amount (INR) and these credits, if any. */
export const findPackage = (request: { readonly amount: number; readonly credits: number }): CreditPackage | undefined =>
  creditPackages.find((p) => p.amount === request.amount && p.credits === request.credits)

export const packageById = (id: string): CreditPackage | undefined => creditPackages.find((p) => p.id === id)

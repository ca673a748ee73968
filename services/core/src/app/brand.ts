// The product's name and support addresses: the PDF prints them and /api/config sends them to the web app.
export const BRAND = "Safarnama"
export const SUPPORT_EMAILS = ["support@safarnama.in", "help@safarnama.in"] as const

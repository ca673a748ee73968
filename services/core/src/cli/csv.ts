/**
 * CSV for auditors' spreadsheets (RFC 4180): a cell with a comma, quote, line feed or carriage return is
 * quoted, quotes doubled. A cell a spreadsheet would run as a formula (starting with =, +, -, @, a tab
 * or a carriage return) gets a leading apostrophe, so a name like "=HYPERLINK(...)" stays text (OWASP's
 * CSV-injection advice). Numbers are written as numbers: a negative amount stays a number.
 */
export const csvCell = (value: unknown): string => {
  if (value === null || value === undefined) return ""
  if (typeof value === "number" || typeof value === "bigint") return String(value)
  const text = String(value)
  const safe = /^[=+\-@\t\r]/.test(text) ? `'${text}` : text
  return /[",\r\n]/.test(safe) ? `"${safe.replace(/"/g, '""')}"` : safe
}

/** A header and rows as CSV text, one line each, ending with a line break. */
export const csv = (header: ReadonlyArray<string>, rows: ReadonlyArray<ReadonlyArray<unknown>>): string =>
  `${[header, ...rows].map((row) => row.map(csvCell).join(",")).join("\n")}\n`

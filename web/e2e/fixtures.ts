import { createHash } from "node:crypto"
import { expect, test as base } from "@playwright/test"

/** A private address of the test's own (the same on a retry of it, another for every other test). */
const addressOf = (testId: string, retry: number) => {
  const [a, b, c] = createHash("sha256").update(`${testId}:${retry}`).digest()
  return `10.${a}.${b}.${c! || 1}`
}

/**
 * Every browser test also fails when the page breaks our Content-Security-Policy (docs/adr/0090-edge.md):
 * a refused script, style, frame or call is logged by Chromium as a console error.
 */
export const test = base.extend<{ cspViolations: undefined }>({
  /**
   * Each test is a traveller at an address of its own, as travellers are: the suite's server trusts a
   * proxy (TRUST_PROXY in playwright.config.ts), so X-Forwarded-For names the caller. From one address,
   * the whole suite's logins would pass the local codes' per-address limit (20 codes in 10 minutes) and
   * the later tests would be answered 429.
   */
  extraHTTPHeaders: async ({ extraHTTPHeaders }, use, testInfo) => {
    await use({ ...extraHTTPHeaders, "x-forwarded-for": addressOf(testInfo.testId, testInfo.retry) })
  },
  cspViolations: [
    async ({ page }, use) => {
      const violations: Array<string> = []
      page.on("console", (message) => {
        if (message.type() === "error" && /Content Security Policy|Refused to (load|execute|apply|connect|frame)/i.test(message.text())) {
          violations.push(message.text())
        }
      })
      await use(undefined)
      expect(violations, "Content-Security-Policy violations").toEqual([])
    },
    { auto: true }
  ]
})

export { expect }

import { expect, test as base } from "@playwright/test"

/**
 * Every browser test also fails when the page breaks our Content-Security-Policy (docs/adr/0090-edge.md):
 * a refused script, style, frame or call is logged by Chromium as a console error.
 */
export const test = base.extend<{ cspViolations: undefined }>({
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

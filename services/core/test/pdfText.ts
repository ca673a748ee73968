import { getDocument, OPS } from "pdfjs-dist/legacy/build/pdf.mjs"

/** A PDF's text as pdf.js reads it (every page, in order), whitespace collapsed. */
export const pdfText = async (bytes: Uint8Array): Promise<string> => {
  const document = await getDocument({ data: new Uint8Array(bytes), useSystemFonts: false, isEvalSupported: false }).promise
  try {
    const pages: Array<string> = []
    for (let n = 1; n <= document.numPages; n++) {
      const page = await document.getPage(n)
      const content = await page.getTextContent()
      pages.push(content.items.map((item) => ("str" in item ? item.str + (item.hasEOL ? "\n" : "") : "")).join(""))
    }
    return pages.join("\n").replace(/\s+/g, " ")
  } finally {
    await document.destroy()
  }
}

/**
 * The fonts a PDF embeds, by their PostScript names without the subset prefix ('NotoSansDevanagari-Regular'),
 * as pdf.js loads them while drawing every page.
 */
export const pdfFonts = async (bytes: Uint8Array): Promise<ReadonlyArray<string>> => {
  const document = await getDocument({ data: new Uint8Array(bytes), useSystemFonts: false, isEvalSupported: false, fontExtraProperties: true }).promise
  try {
    const names = new Set<string>()
    for (let n = 1; n <= document.numPages; n++) {
      const page = await document.getPage(n)
      const operators = await page.getOperatorList()
      for (let i = 0; i < operators.fnArray.length; i++) {
        // setFont: its first argument is the loaded font's id in the page's common objects.
        if (operators.fnArray[i] !== OPS.setFont) continue
        const id = (operators.argsArray[i] as [string])[0]
        const font = page.commonObjs.has(id) ? (page.commonObjs.get(id) as { name?: string }) : undefined
        if (font?.name) names.add(font.name.replace(/^[A-Z]{6}\+/, ""))
      }
    }
    return [...names].sort()
  } finally {
    await document.destroy()
  }
}

import { getDocument } from "pdfjs-dist/legacy/build/pdf.mjs"

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

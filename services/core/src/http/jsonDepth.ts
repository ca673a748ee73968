/**
 * How deeply a JSON text nests its arrays and objects, counted without parsing it (strings skipped):
 * a body nested thousands deep is refused before anything decodes it (a decoder that recurses over it
 * would run out of stack). Stops counting past `limit`.
 */
export const jsonDepthOver = (text: string, limit: number): boolean => {
  let depth = 0
  let inString = false
  for (let i = 0; i < text.length; i++) {
    const c = text.charCodeAt(i)
    if (inString) {
      if (c === 92 /* \ */) i++
      else if (c === 34 /* " */) inString = false
      continue
    }
    if (c === 34) inString = true
    else if (c === 91 /* [ */ || c === 123 /* { */) {
      depth++
      if (depth > limit) return true
    } else if (c === 93 /* ] */ || c === 125 /* } */) depth--
  }
  return false
}

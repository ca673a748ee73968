/** Rows of the dynamic programme, reused across calls (the search runs on one thread). */
let rows: [Int32Array, Int32Array, Int32Array] = [new Int32Array(64), new Int32Array(64), new Int32Array(64)]

/**
 * Whether `query` is within one edit (insert, delete, substitute, or swap of neighbours) of some prefix
 * of `key`: the smallest Damerau-Levenshtein distance between the query and any prefix of the key,
 * with the search cut short as soon as a whole row passes the bound.
 */
export const withinOneEditOfPrefix = (query: string, key: string): boolean => {
  const n = query.length
  const m = Math.min(key.length, n + 1)
  if (m + 1 > rows[0].length) rows = [new Int32Array(m + 1), new Int32Array(m + 1), new Int32Array(m + 1)]
  let [prev2, prev, current] = rows
  for (let j = 0; j <= m; j++) prev[j] = j
  for (let i = 1; i <= n; i++) {
    current[0] = i
    let rowMin = i
    const q = query.charCodeAt(i - 1)
    for (let j = 1; j <= m; j++) {
      const k = key.charCodeAt(j - 1)
      let d = prev[j - 1]! + (q === k ? 0 : 1)
      const del = prev[j]! + 1
      if (del < d) d = del
      const ins = current[j - 1]! + 1
      if (ins < d) d = ins
      if (i > 1 && j > 1 && q === key.charCodeAt(j - 2) && query.charCodeAt(i - 2) === k && prev2[j - 2]! + 1 < d) d = prev2[j - 2]! + 1
      current[j] = d
      if (d < rowMin) rowMin = d
    }
    if (rowMin > 1) return false
    const spare = prev2
    prev2 = prev
    prev = current
    current = spare
  }
  // The query against any prefix of the key: any column of the last row.
  for (let j = 0; j <= m; j++) if (prev[j]! <= 1) return true
  return false
}

/** Lower case, accents removed, every run of non-letters/digits one space: "Malé," -> "male". */
export const normalizePlaceText = (text: string): string =>
  text
    .normalize("NFD")
    .replace(/[\u0300-\u036f]/g, "")
    .toLowerCase()
    .replace(/[^\p{L}\p{N}]+/gu, " ")
    .trim()

import { readFileSync } from "node:fs"
import { Schema } from "effect"
import { describe, expect, it } from "vitest"
import { dietWordsOf, DietWordsFile } from "./dietWords.ts"

const words = dietWordsOf(
  Schema.decodeUnknownSync(DietWordsFile)(JSON.parse(readFileSync(new URL("../../../knowledge/reference/diet-words.json", import.meta.url), "utf8")))
)

describe("the dishes a diet rules out", () => {
  it("finds the meat, fish or egg a vegetarian's meal names", () => {
    expect(words.against("Restaurant: Laal maas and Indian classics with a City Palace view at night.", "vegetarian")).toBe("maas")
    expect(words.against("Black daal, bacon naan rolls and chai", "vegetarian")).toBe("bacon")
    expect(words.against("Dosas (masala, aloo, chicken tikka) with sambar", "vegetarian")).toBe("chicken")
    expect(words.against("Grilled reef fish, Maldivian curries and pasta", "vegetarian")).toBe("fish")
    expect(words.against("Famous egg tarts with short-crust pastry", "vegetarian")).toBe("egg")
    expect(words.against("Testi kebab in a sealed clay pot", "vegetarian")).toBe("kebab")
  })

  it("lets a vegetarian dish through, however it is named", () => {
    expect(words.against("Paneer tikka, dal makhani and butter naan", "vegetarian")).toBeUndefined()
    expect(words.against("Veg kebab platter and hara bhara kebab", "vegetarian")).toBeUndefined()
    expect(words.against("Eggless cakes and egg-free brownies", "vegetarian")).toBeUndefined()
    expect(words.against("Eggplant parmigiana and mushroom risotto", "vegetarian")).toBeUndefined()
    expect(words.against("Jackfruit rendang burritos and tempeh burgers", "vegetarian")).toBeUndefined()
  })

  it("rules out dairy and honey for a vegan, but not coconut milk", () => {
    expect(words.against("Paneer butter masala", "vegan")).toBe("paneer")
    expect(words.against("Mango lassi", "vegan")).toBe("lassi")
    expect(words.against("Chicken curry", "vegan")).toBe("chicken")
    expect(words.against("Thai green curry with coconut milk and tofu", "vegan")).toBeUndefined()
  })

  it("rules out pork for halal, and wheat for gluten-free, but not a chickpea pancake or rice noodles", () => {
    expect(words.against("Babi guling, Bali's suckling pig", "halal")).toBe("babi guling")
    expect(words.against("Chicken satay and beef rendang", "halal")).toBeUndefined()
    expect(words.against("Butter naan and paratha", "gluten-free")).toBe("naan")
    expect(words.against("Socca, the crisp chickpea pancake of Nice", "gluten-free")).toBeUndefined()
    expect(words.against("Pho with rice noodles", "gluten-free")).toBeUndefined()
  })

  it("reads place names as places: lunch in Puri is not a puri", () => {
    expect(words.against("Lunch in Puri: Odia thali", "gluten-free", ["Puri"])).toBeUndefined()
    expect(words.against("Lunch in Puri: puri bhaji", "gluten-free", ["Puri"])).toBe("puri")
  })

  it("refuses nothing without a diet", () => {
    expect(words.against("Laal maas", "none")).toBeUndefined()
  })
})

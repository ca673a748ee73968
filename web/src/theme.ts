import { type CSSVariablesResolver, createTheme, type MantineColorsTuple } from "@mantine/core";

// Orange is the brand colour (also the payment window's theme). Mantine's own orange is too light for
// text: white on its filled shade, or orange text on white, fails WCAG AA (3:1). This darker scale keeps
// shade 6 (filled buttons, orange text) at 5.2:1 against white.
const orange: MantineColorsTuple = [
  "#fff7ed",
  "#ffedd5",
  "#fed7aa",
  "#fdba74",
  "#fb923c",
  "#ea580c",
  "#c2410c",
  "#a8380a",
  "#9a3412",
  "#7c2d12"
];

// System fonts: no web-font download stands between a traveller on a slow connection and the first paint.
export const theme = createTheme({
  colors: { orange },
  primaryColor: "orange",
  primaryShade: { light: 6, dark: 4 },
  fontFamily:
    "system-ui, -apple-system, 'Segoe UI', Roboto, 'Noto Sans', 'Helvetica Neue', Arial, sans-serif, 'Apple Color Emoji', 'Segoe UI Emoji'",
  headings: { fontWeight: "700" },
  defaultRadius: "md",
  cursorType: "pointer"
});

// Mantine's "dimmed" grey (#868e96) reads at 3.3:1 on white; gray.7 keeps secondary text legible (AA).
export const cssVariablesResolver: CSSVariablesResolver = () => ({
  variables: {},
  light: { "--mantine-color-dimmed": "var(--mantine-color-gray-7)" },
  dark: {}
});

import { createTheme } from "@mantine/core";

// Orange is the brand colour (also the payment window's theme). System fonts: no web-font download
// stands between a traveller on a slow connection and the first paint.
export const theme = createTheme({
  primaryColor: "orange",
  primaryShade: { light: 7, dark: 5 },
  fontFamily:
    "system-ui, -apple-system, 'Segoe UI', Roboto, 'Noto Sans', 'Helvetica Neue', Arial, sans-serif, 'Apple Color Emoji', 'Segoe UI Emoji'",
  headings: { fontWeight: "700" },
  defaultRadius: "md",
  cursorType: "pointer"
});

// Mantine's greens as text, or as white text's background, read below WCAG AA's 4.5:1 (green.9 is 4.4:1
// on white, less on its light tint; axe flagged the WhatsApp button, the cost badges and the plan checks'
// line). This green reads 7.9:1 on white and 7.2:1 on its own light tint. The same one as the purchase
// dialog's discount badge (components/purchase/PackageOptions.tsx).
export const TEXT_GREEN = "#1b5e20";

// The complete Mantine sheet, for everything outside the first paint (modals, menus, drawer, forms,
// later pages). Loaded once: on idle after start-up, and awaited by every lazily loaded part.
import "@mantine/core/styles.layer.css";

// Mantine styles needed by the first paint of the shell and the landing page, in dependency order
// (a component's CSS after the CSS of the components it builds on). All are the `@layer mantine`
// variants so our own, unlayered CSS always wins whatever the load order. The complete sheet follows
// later (allStyles.ts): sending all 42 KB gzipped before the first paint cost mobile visitors ~0.3 s.
import "@mantine/core/styles/baseline.layer.css";
import "@mantine/core/styles/default-css-variables.layer.css";
import "@mantine/core/styles/global.layer.css";
import "@mantine/core/styles/UnstyledButton.layer.css";
import "@mantine/core/styles/VisuallyHidden.layer.css";
import "@mantine/core/styles/Paper.layer.css";
import "@mantine/core/styles/Container.layer.css";
import "@mantine/core/styles/Group.layer.css";
import "@mantine/core/styles/Stack.layer.css";
import "@mantine/core/styles/SimpleGrid.layer.css";
import "@mantine/core/styles/Center.layer.css";
import "@mantine/core/styles/Text.layer.css";
import "@mantine/core/styles/Anchor.layer.css";
import "@mantine/core/styles/Title.layer.css";
import "@mantine/core/styles/Code.layer.css";
import "@mantine/core/styles/Divider.layer.css";
import "@mantine/core/styles/Loader.layer.css";
import "@mantine/core/styles/Button.layer.css";
import "@mantine/core/styles/ActionIcon.layer.css";
import "@mantine/core/styles/CloseButton.layer.css";
import "@mantine/core/styles/Burger.layer.css";
import "@mantine/core/styles/Badge.layer.css";
import "@mantine/core/styles/ThemeIcon.layer.css";
import "@mantine/core/styles/Avatar.layer.css";
import "@mantine/core/styles/Card.layer.css";
import "@mantine/core/styles/FloatingIndicator.layer.css";
import "@mantine/core/styles/SegmentedControl.layer.css";
import "@mantine/core/styles/Notification.layer.css";
import "@mantine/notifications/styles.layer.css";

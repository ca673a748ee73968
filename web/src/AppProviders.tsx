import { MantineProvider } from "@mantine/core";
import { Notifications } from "@mantine/notifications";
import type { ReactNode } from "react";
import "./i18n/i18n";
import { TOAST_AUTO_CLOSE_MS, TOAST_LIMIT, TOAST_MAX_WIDTH_PX } from "./notifications/toast";
import { cssVariablesResolver, theme } from "./theme";

// Spec toasts: 800 ms, top-centre, at most 20 at once, at most 350 px wide.
export function AppProviders({ children }: { children: ReactNode }) {
  return (
    <MantineProvider theme={theme} defaultColorScheme="light" cssVariablesResolver={cssVariablesResolver}>
      <Notifications
        position="top-center"
        autoClose={TOAST_AUTO_CLOSE_MS}
        limit={TOAST_LIMIT}
        containerWidth={TOAST_MAX_WIDTH_PX}
      />
      {children}
    </MantineProvider>
  );
}

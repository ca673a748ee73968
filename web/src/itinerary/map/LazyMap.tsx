import { Box, Text } from "@mantine/core";
import { Component, lazy, type ReactNode, Suspense } from "react";
import type { MapSubject } from "./JourneyMapCanvas";
import { mapMessages } from "./mapMessages";

const JourneyMapCanvas = lazy(() => import("./JourneyMapCanvas"));

/**
 * A map, its drawing code fetched the first time one is shown. While it loads, and if it cannot load
 * (offline with the chunk not cached), a short note stands in: the list beside the map says the same.
 */
export function LazyMap({ subject, label }: { subject: MapSubject; label: string }) {
  return (
    <MapFailed>
      <Suspense
        fallback={
          <Text size="xs" c="dimmed">
            {mapMessages.loading}
          </Text>
        }
      >
        <Box maw={520}>
          <JourneyMapCanvas subject={subject} label={label} />
        </Box>
      </Suspense>
    </MapFailed>
  );
}

class MapFailed extends Component<{ children: ReactNode }, { failed: boolean }> {
  override state = { failed: false };
  static getDerivedStateFromError() {
    return { failed: true };
  }
  override render() {
    return this.state.failed ? (
      <Text size="xs" c="dimmed">
        {mapMessages.failed}
      </Text>
    ) : (
      this.props.children
    );
  }
}

import { Box, Text } from "@mantine/core";
import { Component, lazy, type ReactNode, Suspense } from "react";
import { useItineraryText } from "../itineraryText";
import type { MapSubject } from "./JourneyMapCanvas";

const JourneyMapCanvas = lazy(() => import("./JourneyMapCanvas"));

/**
 * A map, its drawing code fetched the first time one is shown. While it loads, and if it cannot load
 * (offline with the chunk not cached), a short note stands in: the list beside the map says the same.
 */
export function LazyMap({ subject, label }: { subject: MapSubject; label: string }) {
  const t = useItineraryText();
  return (
    <MapFailed message={t("map.failed")}>
      <Suspense
        fallback={
          <Text size="xs" c="dimmed">
            {t("map.loading")}
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

class MapFailed extends Component<{ children: ReactNode; message: string }, { failed: boolean }> {
  override state = { failed: false };
  static getDerivedStateFromError() {
    return { failed: true };
  }
  override render() {
    return this.state.failed ? (
      <Text size="xs" c="dimmed">
        {this.props.message}
      </Text>
    ) : (
      this.props.children
    );
  }
}

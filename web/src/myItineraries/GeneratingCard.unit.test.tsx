import { MantineProvider } from "@mantine/core";
import { render, screen } from "@testing-library/react";
import { MemoryRouter } from "react-router";
import { describe, expect, it } from "vitest";
import { CALCULATING, type GeneratingItinerary } from "../stores/generating";
import { GeneratingCard, type GeneratingCardProps } from "./GeneratingCard";

const item: GeneratingItinerary = {
  id: "temp-1",
  tempId: "temp-1",
  destination: "Jaipur",
  destinationType: "domestic",
  duration: 3,
  travelDates: "March 2027",
  createdAt: "2026-03-10T09:30:00.000Z",
  pollingStartedAt: "2026-03-10T09:30:00.000Z",
  pollingAttempts: 0,
  progress: 20,
  estimatedTimeRemaining: CALCULATING
};

function show(props: Partial<GeneratingCardProps> = {}) {
  return render(
    <MantineProvider>
      <MemoryRouter>
        <GeneratingCard item={item} onRetry={() => undefined} onDismiss={() => undefined} {...props} />
      </MemoryRouter>
    </MantineProvider>
  );
}

describe("generating card", () => {
  it("offers no Preview while the server has no draft", () => {
    show();
    expect(screen.getByText("Generating your itinerary by AI...")).toBeTruthy();
    expect(screen.queryByRole("link", { name: "Preview" })).toBeNull();
  });

  it("with a draft, offers Preview of its share link next to the spec's progress bar and time left", () => {
    show({ preview: "draftShareTokenAbcdefghij" });
    expect(screen.getByRole("link", { name: "Preview" }).getAttribute("href")).toBe("/itinerary/draftShareTokenAbcdefghij");
    expect(screen.getByRole("progressbar", { name: "Jaipur generation progress" })).toBeTruthy();
    expect(screen.getByText("Calculating...")).toBeTruthy();
  });

  it("shows the failure banner instead, without Preview", () => {
    show({ preview: "draftShareTokenAbcdefghij", failure: "The writer is unavailable" });
    expect(screen.getByText("Generation failed")).toBeTruthy();
    expect(screen.queryByRole("link", { name: "Preview" })).toBeNull();
  });
});

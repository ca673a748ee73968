import { fireEvent, render, screen } from "@testing-library/react";
import { useState } from "react";
import { describe, expect, it } from "vitest";
import { AppProviders } from "../AppProviders";
import { i18n } from "../i18n/i18n";
import { DurationStepper } from "./DurationStepper";
import { MAX_DURATION, MIN_DURATION } from "./rules";

function Stepper({ start }: { start: number }) {
  const [days, setDays] = useState(start);
  return (
    <DurationStepper
      days={days}
      onType={(text) => {
        const value = Number(text);
        if (Number.isInteger(value) && value >= MIN_DURATION && value <= MAX_DURATION) setDays(value);
      }}
      onIncrement={() => setDays((value) => value + 1)}
      onDecrement={() => setDays((value) => value - 1)}
    />
  );
}

const show = (start = 3) =>
  render(
    <AppProviders>
      <Stepper start={start} />
    </AppProviders>
  );

describe("the duration stepper, as assistive technology meets it", () => {
  it("is a spinbutton named 'Trip length in days' that says its value with the unit and its range", () => {
    show(5);
    const field = screen.getByRole("spinbutton", { name: "Trip length in days" });
    expect(field.getAttribute("aria-valuenow")).toBe("5");
    expect(field.getAttribute("aria-valuetext")).toBe("5 days");
    expect(field.getAttribute("aria-valuemin")).toBe(String(MIN_DURATION));
    expect(field.getAttribute("aria-valuemax")).toBe(String(MAX_DURATION));
  });

  it("announces the new length in a polite live region when minus or plus is pressed", () => {
    show(1);
    const status = screen.getByRole("status");
    expect(status.getAttribute("aria-live")).toBe("polite");
    expect(screen.getByRole("button", { name: "Fewer days" }).hasAttribute("disabled")).toBe(true);
    fireEvent.click(screen.getByRole("button", { name: "More days" }));
    expect(status.textContent).toBe("2 days");
    expect(screen.getByRole("spinbutton").getAttribute("aria-valuetext")).toBe("2 days");
    fireEvent.click(screen.getByRole("button", { name: "Fewer days" }));
    expect(status.textContent).toBe("1 day");
  });

  it("steps with the arrow keys and jumps to the ends with Home and End, never past them", () => {
    show(29);
    const field = screen.getByRole("spinbutton");
    fireEvent.keyDown(field, { key: "ArrowUp" });
    fireEvent.keyDown(field, { key: "ArrowUp" });
    expect(field.getAttribute("aria-valuenow")).toBe(String(MAX_DURATION));
    fireEvent.keyDown(field, { key: "ArrowDown" });
    expect(field.getAttribute("aria-valuenow")).toBe("29");
    fireEvent.keyDown(field, { key: "Home" });
    expect(field.getAttribute("aria-valuenow")).toBe(String(MIN_DURATION));
    fireEvent.keyDown(field, { key: "ArrowDown" });
    expect(field.getAttribute("aria-valuenow")).toBe(String(MIN_DURATION));
    fireEvent.keyDown(field, { key: "End" });
    expect((field as HTMLInputElement).value).toBe(String(MAX_DURATION));
  });

  it("says its value in Hindi for a Hindi reader", async () => {
    await i18n.changeLanguage("hi");
    show(4);
    expect(screen.getByRole("spinbutton", { name: "यात्रा कितने दिन की है" }).getAttribute("aria-valuetext")).toBe("4 दिन");
  });
});

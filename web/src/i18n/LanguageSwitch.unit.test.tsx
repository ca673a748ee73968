import { fireEvent, screen, within } from "@testing-library/react";
import { describe, expect, it, vi } from "vitest";
import { eventually, renderApp } from "../test/renderApp";
import { startInStoredLanguage } from "./i18n";
import { LANGUAGE_STORAGE_KEY } from "./languages";

vi.mock("../components/LoginModal", async () => ({ default: (await import("../test/modalMocks")).LoginModalStub }));
vi.mock("../components/PurchaseCreditsModal", async () => ({ default: (await import("../test/modalMocks")).PurchaseModalStub }));

describe("the language switch", () => {
  it("switches header and footer to Hindi, remembers it and sets <html lang>", async () => {
    renderApp("/");
    expect(document.documentElement.lang).toBe("en-IN");
    const footer = within(document.querySelector("footer")!);
    fireEvent.click(footer.getByRole("button", { name: "Switch language to हिन्दी" }));

    expect(localStorage.getItem(LANGUAGE_STORAGE_KEY)).toBe("hi");
    await eventually(() => expect(document.documentElement.lang).toBe("hi-IN"));
    expect(footer.getByRole("link", { name: "सेवा की शर्तें" })).toBeTruthy();
    expect(within(document.querySelector("header")!).getByRole("button", { name: "लॉग इन" })).toBeTruthy();

    // And back: the switch now offers English, by its own name.
    fireEvent.click(footer.getByRole("button", { name: "भाषा बदलें: English" }));
    expect(localStorage.getItem(LANGUAGE_STORAGE_KEY)).toBe("en");
    await eventually(() => expect(document.documentElement.lang).toBe("en-IN"));
    expect(screen.getAllByRole("link", { name: "Terms of Service" }).length).toBeGreaterThan(0);
  });

  it("starts in the language the browser remembered", async () => {
    localStorage.setItem(LANGUAGE_STORAGE_KEY, "hi");
    // main.tsx does this before the first render.
    await startInStoredLanguage();
    renderApp("/");
    expect(within(document.querySelector("footer")!).getByText("ज़रूरी लिंक")).toBeTruthy();
  });
});

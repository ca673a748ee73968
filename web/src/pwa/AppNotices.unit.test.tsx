import { act, render, screen } from "@testing-library/react";
import userEvent from "@testing-library/user-event";
import { afterEach, describe, expect, it, vi } from "vitest";
import { AppNotices } from "./AppNotices";
import { offlineMessages } from "./offlineMessages";
import { updateStore } from "./updateStore";

function setOnline(online: boolean) {
  Object.defineProperty(navigator, "onLine", { configurable: true, get: () => online });
  window.dispatchEvent(new Event(online ? "online" : "offline"));
}

describe("the app's notices", () => {
  afterEach(() => act(() => setOnline(true)));

  it("say so while the browser is offline, and go when it is back", () => {
    render(<AppNotices />);
    expect(screen.queryByText(offlineMessages.offline)).toBeNull();
    act(() => setOnline(false));
    expect(screen.getByRole("status").textContent).toBe(offlineMessages.offline);
    act(() => setOnline(true));
    expect(screen.queryByText(offlineMessages.offline)).toBeNull();
  });

  it("offer a waiting new version, which loads only when the traveller presses Reload", async () => {
    render(<AppNotices />);
    expect(screen.queryByRole("button", { name: offlineMessages.reload })).toBeNull();
    const reload = vi.fn();
    act(() => updateStore.offer(reload));
    expect(screen.getByText(offlineMessages.updateReady)).toBeTruthy();
    expect(reload).not.toHaveBeenCalled();
    await userEvent.click(screen.getByRole("button", { name: offlineMessages.reload }));
    expect(reload).toHaveBeenCalledOnce();
  });
});

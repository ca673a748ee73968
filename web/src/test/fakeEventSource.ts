// Test support: an EventSource the test drives (happy-dom has none), for the server's generation events.
import { vi } from "vitest";

export class FakeEventSource extends EventTarget {
  readonly url: string;
  closed = false;

  constructor(url: string | URL, opened: FakeEventSource[]) {
    super();
    this.url = String(url);
    opened.push(this);
  }

  close(): void {
    this.closed = true;
  }

  /** The server sends `event: {type}` with `data` as JSON. */
  emit(type: string, data: unknown): void {
    this.dispatchEvent(new MessageEvent(type, { data: JSON.stringify(data) }));
  }
}

/** Stubs the global EventSource (the test setup unstubs it); returns every stream opened, oldest first. */
export function stubEventSource(): FakeEventSource[] {
  const opened: FakeEventSource[] = [];
  vi.stubGlobal(
    "EventSource",
    class extends FakeEventSource {
      constructor(url: string | URL) {
        super(url, opened);
      }
    }
  );
  return opened;
}

import { act } from '@testing-library/react';

/**
 * The browser's EventSource (not in jsdom), with the server's side in the test's hands: open, send a
 * message or a named event, fail. Records every instance so a test can find the stream of a station; install
 * it with `vi.stubGlobal('EventSource', FakeEventSource)` and reset `instances` before each test.
 */
export class FakeEventSource {
  static instances: FakeEventSource[] = [];
  onopen: ((event: Event) => void) | null = null;
  onerror: ((event: Event) => void) | null = null;
  onmessage: ((event: MessageEvent) => void) | null = null;
  closed = false;
  private readonly named = new Map<string, Set<(event: MessageEvent) => void>>();

  constructor(readonly url: string) {
    FakeEventSource.instances.push(this);
  }

  addEventListener(name: string, listener: (event: MessageEvent) => void) {
    const set = this.named.get(name) ?? new Set();
    set.add(listener);
    this.named.set(name, set);
  }

  removeEventListener(name: string, listener: (event: MessageEvent) => void) {
    this.named.get(name)?.delete(listener);
  }

  close() {
    this.closed = true;
  }

  open() {
    act(() => this.onopen?.(new Event('open')));
  }

  /** An unnamed event (`message`), as the server sends each current-data payload. */
  send(data: string) {
    act(() => this.onmessage?.(new MessageEvent('message', { data })));
  }

  /** A named event (`event: <name>`), which `onmessage` never sees. Nothing is sent once closed. */
  emit(name: string, data: string) {
    if (this.closed) return;
    act(() => {
      for (const listener of this.named.get(name) ?? []) listener(new MessageEvent(name, { data }));
    });
  }

  fail() {
    act(() => this.onerror?.(new Event('error')));
  }
}

/**
 * What the built app uses for `@tanstack/devtools-event-client` (vite.config.ts): a client that is
 * off. TanStack Form reports every form's state to TanStack's devtools through it; the app has no
 * devtools, so on a phone the real client only queued copies of what was typed, dispatched
 * connection attempts on `window` every second for five seconds after a form appeared, and cost
 * about 1 KiB of every page with a form. Same shape as the real one where Form calls it.
 */
type Off = () => void;
const off: Off = () => {};

export class EventClient {
  readonly #pluginId: string;
  constructor({ pluginId }: { pluginId: string; debug?: boolean; enabled?: boolean; reconnectEveryMs?: number }) {
    this.#pluginId = pluginId;
  }
  getPluginId(): string {
    return this.#pluginId;
  }
  on(): Off {
    return off;
  }
  onAll(): Off {
    return off;
  }
  emit(): void {}
}

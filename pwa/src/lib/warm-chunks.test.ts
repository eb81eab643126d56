import { afterEach, describe, expect, it, vi } from 'vitest';
import { browserReadsBangla, groupsOf, keepPublicSiteOnReturn, keepWhatThisPageLoads, loadedAssets, resetWarmChunks, warmChunks } from './warm-chunks';
import { WARM_MESSAGE, type WarmMessage } from './chunk-groups';

/**
 * Which parts of the app a person keeps for offline (lib/warm-chunks.ts), and the message the page
 * sends the service worker for them, once per group and page.
 */
describe('the areas a signed-in person keeps for offline', () => {
  it('is their dashboard, and the door when they may run it', () => {
    expect(groupsOf(null)).toEqual([]);
    expect(groupsOf({ role: 'super_admin' })).toEqual(['admin', 'check-in']);
    expect(groupsOf({ role: 'admin', permissions: [] })).toEqual(['admin', 'check-in']);
    expect(groupsOf({ role: 'member' })).toEqual(['member']);
    expect(groupsOf({ role: 'member', permissions: ['checkin'] })).toEqual(['member', 'check-in']);
    expect(groupsOf({ role: 'participant' })).toEqual(['participant']);
    expect(groupsOf({ role: 'applicant' })).toEqual(['participant']);
  });

  it('reads Bangla from any of the browser’s languages, first or not', () => {
    expect(browserReadsBangla(['en-US', 'en'])).toBe(false);
    expect(browserReadsBangla(['en-GB', 'bn-BD'])).toBe(true);
    expect(browserReadsBangla(['bn'])).toBe(true);
    expect(browserReadsBangla(['bng'])).toBe(false);
  });
});

describe('warmChunks', () => {
  afterEach(() => {
    resetWarmChunks();
    vi.unstubAllGlobals();
  });

  /** A service worker that answers each warm message with one file per group asked for. */
  function fakeWorker() {
    const messages: WarmMessage[] = [];
    const active = {
      postMessage: (data: WarmMessage, [port]: MessagePort[]) => {
        messages.push(data);
        port.postMessage({ cached: data.groups.length, failed: 0 });
      },
    };
    vi.stubGlobal('navigator', { ...navigator, serviceWorker: { ready: Promise.resolve({ active }) } });
    return messages;
  }

  it('asks the worker once per group and page, and passes on its answer', async () => {
    const messages = fakeWorker();
    expect(await warmChunks(['admin', 'check-in'])).toEqual({ cached: 2, failed: 0 });
    await warmChunks(['admin']);
    await warmChunks(['admin', 'bn']);
    expect(messages).toEqual([
      { type: WARM_MESSAGE, groups: ['admin', 'check-in'] },
      { type: WARM_MESSAGE, groups: ['bn'] },
    ]);
  });

  it('does nothing without a service worker', async () => {
    vi.stubGlobal('navigator', { languages: ['en'] });
    expect(await warmChunks(['bn'])).toBeNull();
  });

  it('names the app’s files this page loaded from its own origin, once each', () => {
    const o = location.origin;
    expect(
      loadedAssets([
        { name: `${o}/assets/news-AbCd1234.js` },
        { name: `${o}/assets/news-AbCd1234.js` },
        { name: `${o}/assets/index-Zz.css` },
        { name: `${o}/api/news?limit=24` },
        { name: `${o}/uploads/a-w400.webp` },
        { name: 'https://elsewhere.test/assets/x.js' },
        { name: 'not a url' },
      ]),
    ).toEqual(['/assets/news-AbCd1234.js', '/assets/index-Zz.css']);
  });

  it('a first visit: once the worker takes the page, names what it loaded before', async () => {
    const messages = fakeWorker();
    const events = new EventTarget();
    const sw = navigator.serviceWorker as unknown as Record<string, unknown>;
    Object.assign(sw, { controller: null, addEventListener: events.addEventListener.bind(events) });
    keepWhatThisPageLoads();
    expect(messages).toEqual([]);
    events.dispatchEvent(new Event('controllerchange'));
    await vi.waitFor(() => expect(messages).toHaveLength(1));
    expect(messages[0]).toMatchObject({ type: WARM_MESSAGE, groups: [] });
    expect(Array.isArray(messages[0].files)).toBe(true);
  });

  it('a return visit fetches the rest of the public site once the page is settled, unless the browser saves data', async () => {
    const messages = fakeWorker();
    const sw = navigator.serviceWorker as unknown as Record<string, unknown>;
    sw.controller = {};
    let settle!: () => void;
    keepPublicSiteOnReturn(() => new Promise<void>((resolve) => (settle = resolve)));
    await Promise.resolve();
    expect(messages).toEqual([]);
    settle();
    await vi.waitFor(() => expect(messages).toEqual([{ type: WARM_MESSAGE, groups: ['public'] }]));

    resetWarmChunks();
    vi.stubGlobal('navigator', { ...navigator, connection: { saveData: true } });
    const later = vi.fn(() => Promise.resolve());
    keepPublicSiteOnReturn(later);
    expect(later).not.toHaveBeenCalled();
  });
});

import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { act, render, screen } from '@testing-library/react';
import { SYSTEM_SETTINGS_DEFAULTS } from '@shared/schemas/site-settings';
import { afterHydration, holdUntilHydrated } from './hydration';
import { applySavedSiteSettings, resetSiteSettingsForTests, useRegistrationsOpen, useSiteName, useSiteSettings } from './site-settings';

/** The settings as the server gives them before an admin has saved any, with an e-mail set. */
const SETTINGS = { ...SYSTEM_SETTINGS_DEFAULTS, contactEmail: 'hello@club.test' };

beforeEach(() => {
  localStorage.clear();
  resetSiteSettingsForTests();
  vi.stubGlobal(
    'fetch',
    vi.fn(() => new Promise(() => {})),
  ); // the page's own fetch never answers: the tests apply settings themselves
});
afterEach(() => vi.unstubAllGlobals());

describe('afterHydration', () => {
  it('runs at once when no page is being hydrated, and holds until the app owns the page otherwise', async () => {
    const ran: string[] = [];
    afterHydration(() => ran.push('now'));
    expect(ran).toEqual(['now']);
    const release = holdUntilHydrated();
    afterHydration(() => ran.push('held'));
    await Promise.resolve();
    expect(ran).toEqual(['now']);
    release();
    await vi.waitFor(() => expect(ran).toEqual(['now', 'held']));
    afterHydration(() => ran.push('after'));
    expect(ran).toEqual(['now', 'held', 'after']);
  });
});

describe('site settings in components', () => {
  it('are shown only once the page being hydrated is the app’s (no rush of the whole page at once)', async () => {
    function Email() {
      return <p data-testid="email">{useSiteSettings()?.contactEmail ?? 'none'}</p>;
    }
    render(<Email />);
    const release = holdUntilHydrated();
    act(() => applySavedSiteSettings(SETTINGS));
    expect(screen.getByTestId('email').textContent).toBe('none');
    await act(async () => release());
    expect(screen.getByTestId('email').textContent).toBe('hello@club.test');
  });

  it('re-render a reader of the name or the registrations flag only when that value changes', async () => {
    let renders = 0;
    function NameAndFlag() {
      renders++;
      return (
        <p data-testid="name">
          {useSiteName()} {String(useRegistrationsOpen())}
        </p>
      );
    }
    render(<NameAndFlag />);
    const before = renders;
    expect(screen.getByTestId('name').textContent).toBe('Social Business Youth Club true');
    act(() => applySavedSiteSettings(SETTINGS)); // the club's own name, registrations open: nothing to show anew
    expect(renders).toBe(before);
    act(() => applySavedSiteSettings({ ...SETTINGS, siteName: 'Youth Club Rangpur', allowRegistrations: false }));
    expect(screen.getByTestId('name').textContent).toBe('Youth Club Rangpur false');
    expect(renders).toBe(before + 1);
  });
});

describe('site settings on a first visit', () => {
  afterEach(() => document.getElementById('page-seed')?.remove());

  it('are the ones the page came with, kept on the device and not fetched again; the next page load fetches them', async () => {
    const block = Object.assign(document.createElement('script'), {
      type: 'application/json',
      id: 'page-seed',
      textContent: JSON.stringify({ settings: SETTINGS }),
    });
    document.body.append(block);
    vi.resetModules(); // page-seed.ts and site-settings.ts read the page and the device when first imported
    const first = await import('./site-settings');
    function Email({ use }: { use: typeof useSiteSettings }) {
      return <p data-testid="email">{use()?.contactEmail ?? 'none'}</p>;
    }
    const { unmount } = render(<Email use={first.useSiteSettings} />);
    expect(screen.getByTestId('email').textContent).toBe('hello@club.test');
    await act(async () => {});
    expect(fetch).not.toHaveBeenCalled();
    unmount();

    block.remove();
    vi.resetModules();
    const next = await import('./site-settings');
    render(<Email use={next.useSiteSettings} />);
    expect(screen.getByTestId('email').textContent).toBe('hello@club.test'); // from the device
    await vi.waitFor(() => expect(fetch).toHaveBeenCalledTimes(1));
    expect(vi.mocked(fetch).mock.calls[0][0]).toBe('/api/settings');
  });
});

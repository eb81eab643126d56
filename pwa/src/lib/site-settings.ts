/**
 * The site settings (GET /api/settings: name, description, contact details, social links,
 * maintenance mode, whether registrations are open, the upload limit), edited by admins. Kept
 * in localStorage (a few hundred bytes, readable before the database loads) so the shell shows
 * them offline after one visit; fetched again once per page load.
 */
import { useEffect, useMemo, useSyncExternalStore } from 'react';
import { useTranslation } from 'react-i18next';
import { sessionApi } from '@shared/api/session';
import type { SystemSettings } from '@shared/schemas/site-settings';
import { CLUB } from '@shared/limits';
import { call } from './api-client';
import { afterHydration } from './hydration';
import { localized } from './localized';
import { seededSettings } from './page-seed';
import { fromStored, fromSystemSettings, type SiteSettings } from './site-settings-shape';

export type { SiteSettings } from './site-settings-shape';

const STORAGE_KEY = 'club.siteSettings';

function stored(): SiteSettings | null {
  try {
    const raw = localStorage.getItem(STORAGE_KEY);
    return raw ? fromStored(JSON.parse(raw)) : null;
  } catch {
    return null;
  }
}

/** The settings the page was rendered with (lib/page-seed.ts), read once per seed. */
let seededFrom: unknown;
let seeded: SiteSettings | null = null;
function seededSnapshot(): SiteSettings | null {
  const raw = seededSettings();
  if (raw !== seededFrom) {
    seededFrom = raw;
    seeded = raw === undefined ? null : fromSystemSettings(raw);
  }
  return seeded;
}

let current: SiteSettings | null = stored();
let loading: Promise<void> | null = null;
/** True once this page's fetch has answered or failed (what is known then is all there is). */
let settled = false;
const listeners = new Set<() => void>();
const notifyNow = () => {
  for (const l of listeners) l();
};
/** Held while a pre-rendered page is being hydrated (lib/hydration.ts): the settings show a moment later instead. */
const notify = () => afterHydration(notifyNow);

function keep(next: SiteSettings): void {
  current = next;
  try {
    localStorage.setItem(STORAGE_KEY, JSON.stringify(current));
  } catch {
    /* storage full or blocked: kept for this page only */
  }
  notify();
}

function load(): Promise<void> {
  // A first visit: the page came with the settings (lib/page-seed.ts). They become the device's,
  // and are not fetched again now (issue 27: a first visit pays for what it shows); the next page
  // load fetches them as usual.
  const fromPage = !loading && current === null ? seededSnapshot() : null;
  if (fromPage) {
    keep(fromPage);
    settled = true;
    loading = Promise.resolve();
  }
  loading ??= Promise.resolve()
    .then(() => call(sessionApi.settings, {}, { credentials: 'same-origin' }))
    .then((answer) => {
      const next = fromSystemSettings(answer);
      if (next) keep(next);
    })
    .catch(() => undefined)
    .finally(() => {
      settled = true;
      notify();
    });
  return loading;
}

function subscribe(listener: () => void): () => void {
  listeners.add(listener);
  return () => void listeners.delete(listener);
}
/** What the device knows, else what the page was rendered with. */
const snapshot = () => current ?? seededSnapshot();
/** What the page was rendered with (the server's settings, else nothing): hydration starts from it, then shows what the device holds. */
const serverSnapshot = seededSnapshot;

/** The name, description and address in the reader's language (their Bangla versions when set, issue 14). */
function inLanguage(s: SiteSettings | null, lng: string): SiteSettings | null {
  if (!s) return s;
  return { ...s, siteName: localized(s, 'siteName', lng), siteDescription: localized(s, 'siteDescription', lng), address: localized(s, 'address', lng) };
}

/** The settings as known on the device (null before the first visit's answer), refreshed once per page load; texts in the reader's language. */
export function useSiteSettings(): SiteSettings | null {
  const settings = useSyncExternalStore(subscribe, snapshot, serverSnapshot);
  const lng = useTranslation().i18n.language;
  useEffect(() => void load(), []);
  return useMemo(() => inLanguage(settings, lng), [settings, lng]);
}

/**
 * True while nothing is known on this device and this page's fetch has not answered yet: a page
 * can hold the room the details will take (the contact card does), so they do not push it down.
 * False on the server (and while hydrating: the pre-render had nothing either way).
 */
export function useSiteSettingsPending(): boolean {
  return useSyncExternalStore(
    subscribe,
    () => snapshot() === null && !settled,
    () => false,
  );
}

/**
 * One value picked from the settings (a string or a flag): the component re-renders only when that
 * value changes, not whenever the settings arrive (the header does not re-render for an unchanged name).
 */
function useSelected<T extends string | boolean>(select: (s: SiteSettings | null, lng: string) => T): T {
  const lng = useTranslation().i18n.language;
  return useSyncExternalStore(
    subscribe,
    () => select(snapshot(), lng),
    () => select(seededSnapshot(), lng),
  );
}

const registrationsOpen = (s: SiteSettings | null) => s?.allowRegistrations !== false;

/** The site's name: the setting, else the club's name. Follows the settings the layout loads (fetches nothing itself). */
export function useSiteName(): string {
  const { t } = useTranslation();
  const fallback = t('common:clubName', { defaultValue: CLUB.name });
  // The name itself is the value compared: settings holding the club's own name re-render nothing.
  return useSelected((s, lng) => (s ? localized(s, 'siteName', lng) : null) ?? fallback);
}

/** False only when the settings say registrations are closed (unknown: open; the server decides). Fetches nothing itself. */
export function useRegistrationsOpen(): boolean {
  return useSelected(registrationsOpen);
}

/** After an admin saved the settings (PUT /api/settings's `settings`): in effect on this device at once. */
export function applySavedSiteSettings(saved: SystemSettings): void {
  const next = fromSystemSettings(saved);
  if (next) keep(next);
}

/** For tests: forget what this page loaded. */
export function resetSiteSettingsForTests(): void {
  current = stored();
  loading = null;
  settled = false;
}

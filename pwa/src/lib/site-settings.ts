/**
 * The site's contact details and social links (GET /api/site-settings), edited by admins. Kept
 * in localStorage (a few hundred bytes, readable before the database loads) so the footer and
 * the contact page show them offline after one visit; fetched again once per page load.
 */
import { useEffect, useState } from 'react';
import type { PublicSiteSettings } from '@shared/schemas/site-settings';

const STORAGE_KEY = 'club.siteSettings';

function stored(): PublicSiteSettings | null {
  try {
    const raw = localStorage.getItem(STORAGE_KEY);
    return raw ? (JSON.parse(raw) as PublicSiteSettings) : null;
  } catch {
    return null;
  }
}

let current: PublicSiteSettings | null = stored();
let loading: Promise<void> | null = null;
const listeners = new Set<(s: PublicSiteSettings | null) => void>();

function load(): Promise<void> {
  loading ??= fetch('/api/site-settings', { headers: { Accept: 'application/json' }, credentials: 'same-origin' })
    .then(async (res) => {
      if (!res.ok) return;
      const body = (await res.json()) as PublicSiteSettings;
      if (!body || typeof body !== 'object' || typeof body.social !== 'object' || body.social === null) return;
      current = body;
      try {
        localStorage.setItem(STORAGE_KEY, JSON.stringify(current));
      } catch {
        /* storage full or blocked: kept for this page only */
      }
      for (const l of listeners) l(current);
    })
    .catch(() => undefined);
  return loading;
}

/** The settings as known on the device (null before the first visit's answer), refreshed once per page load. */
export function useSiteSettings(): PublicSiteSettings | null {
  const [settings, setSettings] = useState(current);
  useEffect(() => {
    listeners.add(setSettings);
    void load();
    return () => void listeners.delete(setSettings);
  }, []);
  return settings;
}

/** For tests: forget what this page loaded. */
export function resetSiteSettingsForTests(): void {
  current = stored();
  loading = null;
}

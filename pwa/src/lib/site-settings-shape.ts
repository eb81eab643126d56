/**
 * The settings the public app works with, read from GET /api/settings (every system setting,
 * defaults filled in, '' for a text not set). No zod here: this module is part of the shell.
 */
import { LIMITS } from '@shared/limits';
import type { PublicSiteSettings, SystemSettings } from '@shared/schemas/site-settings';

/** Contact details and social links as the pages show them (unset: null), with the settings in effect. */
export interface SiteSettings extends PublicSiteSettings {
  maintenanceMode: boolean;
  allowRegistrations: boolean;
  /** MB: larger uploads are refused. */
  maxFileSize: number;
}

const text = (v: unknown): string | null => (typeof v === 'string' && v.trim() ? v.trim() : null);
/** Only web links are shown as social links. */
const link = (v: unknown): string | null => {
  const s = text(v);
  return s && /^https:\/\/[^\s/]+/i.test(s) ? s : null;
};
const fileSize = (v: unknown): number =>
  typeof v === 'number' && Number.isInteger(v) && v >= LIMITS.maxFileSizeMbMin && v <= LIMITS.maxFileSizeMbMax ? v : LIMITS.maxFileSizeMbDefault;

const isObject = (v: unknown): v is Record<string, unknown> => typeof v === 'object' && v !== null && !Array.isArray(v);

/** GET /api/settings's answer (or a PUT's `settings`) as the app uses it; null when it is not such an answer. */
export function fromSystemSettings(body: unknown): SiteSettings | null {
  if (!isObject(body) || typeof body.siteName !== 'string') return null;
  const s = body as Partial<Record<keyof SystemSettings, unknown>>;
  return {
    siteName: text(s.siteName),
    siteDescription: text(s.siteDescription),
    contactEmail: text(s.contactEmail),
    contactPhone: text(s.contactPhone),
    address: text(s.address),
    siteNameBn: text(s.siteNameBn),
    siteDescriptionBn: text(s.siteDescriptionBn),
    addressBn: text(s.addressBn),
    social: { facebook: link(s.facebookUrl), whatsapp: link(s.whatsappUrl), telegram: link(s.telegramUrl), linkedin: link(s.linkedinUrl) },
    maintenanceMode: s.maintenanceMode === true,
    allowRegistrations: s.allowRegistrations !== false,
    maxFileSize: fileSize(s.maxFileSize),
  };
}

/**
 * What localStorage held: this shape, or the older one without the settings in effect (they
 * then read as the defaults until the next answer). Null when it is neither.
 */
export function fromStored(value: unknown): SiteSettings | null {
  if (!isObject(value) || !isObject(value.social)) return null;
  const v = value as Partial<SiteSettings> & PublicSiteSettings;
  return { ...v, maintenanceMode: v.maintenanceMode === true, allowRegistrations: v.allowRegistrations !== false, maxFileSize: fileSize(v.maxFileSize) };
}

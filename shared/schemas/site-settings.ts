import { z } from '../zod';
import { CLUB, LIMITS } from '../limits';
import { URL_UNSAFE_CHARS } from './common';

/** What every visitor may read of the site settings (GET /api/site-settings): unset values are null. */
export const publicSiteSettings = z.object({
  siteName: z.string().nullable(),
  siteDescription: z.string().nullable(),
  contactEmail: z.string().nullable(),
  contactPhone: z.string().nullable(),
  address: z.string().nullable(),
  /** Bangla versions (issue 14); null when not set (optional: values kept on a phone before them still fit). */
  siteNameBn: z.string().nullish(),
  siteDescriptionBn: z.string().nullish(),
  addressBn: z.string().nullish(),
  social: z.object({
    facebook: z.string().nullable(),
    whatsapp: z.string().nullable(),
    telegram: z.string().nullable(),
    linkedin: z.string().nullable(),
  }),
});
export type PublicSiteSettings = z.infer<typeof publicSiteSettings>;

/** The settings rows (key -> JSON value) the public answer is made from. */
export const PUBLIC_SETTING_KEYS = [
  'siteName',
  'siteDescription',
  'contactEmail',
  'contactPhone',
  'address',
  'siteNameBn',
  'siteDescriptionBn',
  'addressBn',
  'facebookUrl',
  'whatsappUrl',
  'telegramUrl',
  'linkedinUrl',
] as const;

const { maxFileSizeMbMin: MIN_MB, maxFileSizeMbMax: MAX_MB, maxFileSizeMbDefault } = LIMITS;

const text = (label: string, max: number) =>
  z
    .string({ error: `${label} must be text` })
    .trim()
    .max(max, `${label} must be at most ${max} characters`);
/** A social link: an https:// address, or empty (not shown). No control character or space anywhere (common.ts). */
const socialUrl = (label: string) =>
  text(label, 500)
    .refine((v) => v === '' || /^https:\/\/[^\s/\\]+\.[^\s/\\]+(\/[^]*)?$/i.test(v), { message: `${label} must be an https:// link or empty`, abort: true })
    .refine((v) => !URL_UNSAFE_CHARS.test(v), `${label} must not contain spaces or control characters`);

/**
 * The system settings (GET /api/settings, every field public; PUT /api/settings by admins). Text
 * fields are '' when not set. maxFileSize is what the server refuses uploads above, in MB.
 */
export const systemSettings = z.object({
  siteName: text('Site name', 200).min(1, 'Site name is required'),
  siteDescription: text('Site description', 1000),
  contactEmail: text('Contact email', 254).refine((v) => v === '' || z.email().safeParse(v).success, 'Contact email must be a valid email address or empty'),
  maintenanceMode: z.boolean({ error: 'Maintenance mode must be true or false' }),
  allowRegistrations: z.boolean({ error: 'Allow registrations must be true or false' }),
  maxFileSize: z.coerce
    .number({ error: `Max file size must be a number from ${MIN_MB} to ${MAX_MB} (MB)` })
    .int(`Max file size must be a whole number from ${MIN_MB} to ${MAX_MB} (MB)`)
    .min(MIN_MB, `Max file size must be from ${MIN_MB} to ${MAX_MB} MB`)
    .max(MAX_MB, `Max file size must be from ${MIN_MB} to ${MAX_MB} MB`),
  contactPhone: text('Contact phone', 40),
  address: text('Address', 500),
  facebookUrl: socialUrl('Facebook URL'),
  whatsappUrl: socialUrl('WhatsApp URL'),
  telegramUrl: socialUrl('Telegram URL'),
  linkedinUrl: socialUrl('LinkedIn URL'),
  /** Bangla versions of the texts readers see (issue 14); '' when not set (readers then see the English one). */
  siteNameBn: text('Site name (Bangla)', 200),
  siteDescriptionBn: text('Site description (Bangla)', 1000),
  addressBn: text('Address (Bangla)', 500),
});
export type SystemSettings = z.infer<typeof systemSettings>;

/** Body of PUT /api/settings: any of the fields; those left out keep their value. */
export const systemSettingsInput = systemSettings.partial();
export type SystemSettingsInput = z.infer<typeof systemSettingsInput>;

export const SYSTEM_SETTING_KEYS = Object.keys(systemSettings.shape) as (keyof SystemSettings)[];

/** What a setting is until an admin saves it. */
export const SYSTEM_SETTINGS_DEFAULTS: SystemSettings = {
  siteName: CLUB.name,
  siteDescription: 'A youth-led community club: projects, events and news from our members.',
  contactEmail: '',
  maintenanceMode: false,
  allowRegistrations: true,
  maxFileSize: maxFileSizeMbDefault,
  contactPhone: '',
  address: '',
  facebookUrl: '',
  whatsappUrl: '',
  telegramUrl: '',
  linkedinUrl: '',
  siteNameBn: '',
  siteDescriptionBn: '',
  addressBn: '',
};

/** Answer of PUT /api/settings. */
export interface SystemSettingsSaved {
  message: 'System settings updated successfully';
  settings: SystemSettings;
}

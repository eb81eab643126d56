import { z } from 'zod';

/** What every visitor may read of the site settings (GET /api/site-settings): unset values are null. */
export const publicSiteSettings = z.object({
  siteName: z.string().nullable(),
  siteDescription: z.string().nullable(),
  contactEmail: z.string().nullable(),
  contactPhone: z.string().nullable(),
  address: z.string().nullable(),
  social: z.object({
    facebook: z.string().nullable(),
    whatsapp: z.string().nullable(),
    telegram: z.string().nullable(),
    linkedin: z.string().nullable(),
  }),
});
export type PublicSiteSettings = z.infer<typeof publicSiteSettings>;

/** The settings rows (key -> JSON value) the public answer is made from. */
export const PUBLIC_SETTING_KEYS = ['siteName', 'siteDescription', 'contactEmail', 'contactPhone', 'address', 'facebookUrl', 'whatsappUrl', 'telegramUrl', 'linkedinUrl'] as const;

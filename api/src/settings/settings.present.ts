import type { PublicSiteSettings } from '../../../shared/schemas/site-settings';

const text = (v: unknown): string | null => (typeof v === 'string' && v.trim() ? v.trim() : null);
/** Only web links are published as social links. */
const link = (v: unknown): string | null => {
  const s = text(v);
  return s && /^https:\/\/[^\s/]+/i.test(s) ? s : null;
};

/** GET /api/site-settings: the contact details and social links the public pages show, from the stored values; a value not set is null. */
export const presentPublicSettings = (v: Record<string, unknown>): PublicSiteSettings => ({
  siteName: text(v.siteName),
  siteDescription: text(v.siteDescription),
  contactEmail: text(v.contactEmail),
  contactPhone: text(v.contactPhone),
  address: text(v.address),
  siteNameBn: text(v.siteNameBn),
  siteDescriptionBn: text(v.siteDescriptionBn),
  addressBn: text(v.addressBn),
  social: { facebook: link(v.facebookUrl), whatsapp: link(v.whatsappUrl), telegram: link(v.telegramUrl), linkedin: link(v.linkedinUrl) },
});

import { describe, expect, it } from 'vitest';
import { fromStored, fromSystemSettings } from './site-settings-shape';

const ANSWER = {
  siteName: 'Riverside Youth Club',
  siteDescription: '',
  contactEmail: 'hello@club.test',
  maintenanceMode: true,
  allowRegistrations: false,
  maxFileSize: 25,
  contactPhone: ' ',
  address: 'Station Road',
  facebookUrl: 'https://facebook.com/club',
  whatsappUrl: '',
  telegramUrl: 'javascript:alert(1)',
  linkedinUrl: '',
};

describe('site settings on the device', () => {
  it('reads GET /api/settings: unset texts as null, only https social links, the settings in effect', () => {
    expect(fromSystemSettings(ANSWER)).toEqual({
      siteName: 'Riverside Youth Club',
      siteDescription: null,
      contactEmail: 'hello@club.test',
      contactPhone: null,
      address: 'Station Road',
      siteNameBn: null,
      siteDescriptionBn: null,
      addressBn: null,
      social: { facebook: 'https://facebook.com/club', whatsapp: null, telegram: null, linkedin: null },
      maintenanceMode: true,
      allowRegistrations: false,
      maxFileSize: 25,
    });
  });

  it('refuses what is not a settings answer, and keeps the upload limit within 1–100 MB', () => {
    expect(fromSystemSettings(null)).toBeNull();
    expect(fromSystemSettings([])).toBeNull();
    expect(fromSystemSettings({ message: 'Not found' })).toBeNull();
    expect(fromSystemSettings({ ...ANSWER, maxFileSize: 500 })?.maxFileSize).toBe(5);
    expect(fromSystemSettings({ ...ANSWER, maxFileSize: '5' })?.maxFileSize).toBe(5);
  });

  it('reads what an older version kept (no settings in effect yet) as open, not in maintenance, 5 MB', () => {
    const old = {
      siteName: null,
      siteDescription: null,
      contactEmail: 'a@b.test',
      contactPhone: null,
      address: null,
      social: { facebook: null, whatsapp: null, telegram: null, linkedin: null },
    };
    expect(fromStored(old)).toEqual({ ...old, maintenanceMode: false, allowRegistrations: true, maxFileSize: 5 });
    expect(fromStored({ siteName: 'x' })).toBeNull();
    expect(fromStored('nonsense')).toBeNull();
  });
});

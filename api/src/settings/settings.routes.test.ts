import { describe, expect, it } from 'vitest';
import { startTestServer } from '../test/test-server';
import { fieldErrors, serverForFile } from '../test/fixtures';

const srv = serverForFile();

describe('GET /api/site-settings', () => {
  it('answers the contact details and social links that are set, null for the rest, to anyone', async () => {
    const empty = await srv.client().get('/api/site-settings');
    expect(empty.status).toBe(200);
    expect(empty.body).toEqual({
      siteName: null,
      siteDescription: null,
      contactEmail: null,
      contactPhone: null,
      address: null,
      siteNameBn: null,
      siteDescriptionBn: null,
      addressBn: null,
      social: { facebook: null, whatsapp: null, telegram: null, linkedin: null },
    });

    const now = new Date().toISOString();
    await srv.db('settings').insert([
      { key: 'contactEmail', value: JSON.stringify('hello@club.test'), updated_at: now },
      { key: 'contactPhone', value: JSON.stringify('+880 1711-000000'), updated_at: now },
      { key: 'facebookUrl', value: JSON.stringify('https://facebook.com/club'), updated_at: now },
      { key: 'telegramUrl', value: JSON.stringify('javascript:alert(1)'), updated_at: now },
      { key: 'allowRegistrations', value: JSON.stringify(true), updated_at: now },
    ]);
    // Settings are changed by admins through the API; a direct change here moves the data version by hand.
    await srv.db('data_versions').increment('version', 1);
    await new Promise((r) => setTimeout(r, 1100));
    const set = await srv.client().get('/api/site-settings');
    expect(set.body).toMatchObject({
      contactEmail: 'hello@club.test',
      contactPhone: '+880 1711-000000',
      social: { facebook: 'https://facebook.com/club', telegram: null },
    });
    expect(set.body).not.toHaveProperty('allowRegistrations');
  });
});

describe('system settings: GET and PUT /api/settings', () => {
  it('anyone reads every field, with the defaults until an admin saves', async () => {
    const fresh = await startTestServer();
    try {
      const res = await fresh.client().get('/api/settings');
      expect(res.status).toBe(200);
      expect(res.body).toEqual({
        siteName: 'Social Business Youth Club',
        siteDescription: expect.any(String),
        contactEmail: '',
        maintenanceMode: false,
        allowRegistrations: true,
        maxFileSize: 5,
        contactPhone: '',
        address: '',
        facebookUrl: '',
        whatsappUrl: '',
        telegramUrl: '',
        linkedinUrl: '',
        siteNameBn: '',
        siteDescriptionBn: '',
        addressBn: '',
      });
    } finally {
      await fresh.close();
    }
  });

  it('admins and super admins save; the answer, GET /api/settings and the public site settings change at once', async () => {
    const admin = (await srv.signedIn('admin')).client;
    await admin.get('/api/site-settings');
    const res = await admin.put('/api/settings', {
      siteName: 'Rangpur Youth Club',
      contactEmail: 'team@club.test',
      maxFileSize: 3,
      whatsappUrl: 'https://wa.me/8801711000000',
      address: 'Rangpur, Bangladesh',
    });
    expect(res.status).toBe(200);
    expect(res.body.message).toBe('System settings updated successfully');
    expect(res.body.settings).toMatchObject({
      siteName: 'Rangpur Youth Club',
      contactEmail: 'team@club.test',
      maxFileSize: 3,
      allowRegistrations: true,
      maintenanceMode: false,
    });
    // Fields left out keep their value.
    expect(res.body.settings.contactPhone).toBe('+880 1711-000000');

    expect((await srv.client().get('/api/settings')).body).toEqual(res.body.settings);
    const shown = await srv.client().get('/api/site-settings');
    expect(shown.body).toMatchObject({
      siteName: 'Rangpur Youth Club',
      contactEmail: 'team@club.test',
      address: 'Rangpur, Bangladesh',
      social: { whatsapp: 'https://wa.me/8801711000000' },
    });

    const superAdmin = (await srv.signedIn('super_admin')).client;
    const again = await superAdmin.put('/api/settings', { siteDescription: 'Young people, real projects.' });
    expect(again.status).toBe(200);
    expect(again.body.settings).toMatchObject({ siteName: 'Rangpur Youth Club', siteDescription: 'Young people, real projects.' });
  });

  it('only admins save: 401 for visitors, 403 for members', async () => {
    expect((await srv.client().put('/api/settings', { siteName: 'X' })).status).toBe(401);
    const member = (await srv.signedIn('member')).client;
    const res = await member.put('/api/settings', { siteName: 'X' });
    expect(res.status).toBe(403);
    expect((await srv.client().get('/api/settings')).body.siteName).not.toBe('X');
  });

  it('refuses bad values with a message naming each field, and saves nothing', async () => {
    const admin = (await srv.signedIn('admin')).client;
    const before = (await srv.client().get('/api/settings')).body;
    for (const maxFileSize of [0, 101, 2.5, 'lots']) {
      const res = await admin.put('/api/settings', { maxFileSize });
      expect(res.status).toBe(400);
      expect(res.body.fields.maxFileSize).toMatch(/^Max file size must be .*1 to 100/);
      expect(res.body.message).toContain('maxFileSize');
    }
    const answer = admin.put('/api/settings', {
      siteName: '',
      contactEmail: 'not-an-email',
      maintenanceMode: 'yes',
      facebookUrl: 'http://facebook.com/club',
      telegramUrl: 'javascript:alert(1)',
      linkedinUrl: 'https://linkedin.com/company/club',
    });
    expect(await fieldErrors(answer)).toEqual({
      siteName: 'Site name is required',
      contactEmail: 'Contact email must be a valid email address or empty',
      maintenanceMode: 'Maintenance mode must be true or false',
      facebookUrl: 'Facebook URL must be an https:// link or empty',
      telegramUrl: 'Telegram URL must be an https:// link or empty',
    });
    expect((await srv.client().get('/api/settings')).body).toEqual(before);
    // Empty clears a social link.
    const cleared = await admin.put('/api/settings', { whatsappUrl: '' });
    expect(cleared.body.settings.whatsappUrl).toBe('');
    expect((await srv.client().get('/api/site-settings')).body.social.whatsapp).toBeNull();
  });

  it('keeps Bangla versions of the site name, description and address; the public answer carries them, unset as null', async () => {
    const admin = (await srv.signedIn('admin')).client;
    const res = await admin.put('/api/settings', { siteNameBn: ' সোশ্যাল বিজনেস ইয়ুথ ক্লাব ', siteDescriptionBn: 'তরুণদের ক্লাব', addressBn: 'রংপুর, বাংলাদেশ' });
    expect(res.status).toBe(200);
    expect(res.body.settings).toMatchObject({ siteNameBn: 'সোশ্যাল বিজনেস ইয়ুথ ক্লাব', addressBn: 'রংপুর, বাংলাদেশ' });
    const shown = await srv.client().get('/api/site-settings');
    expect(shown.body).toMatchObject({ siteNameBn: 'সোশ্যাল বিজনেস ইয়ুথ ক্লাব', siteDescriptionBn: 'তরুণদের ক্লাব', addressBn: 'রংপুর, বাংলাদেশ' });
    expect(await fieldErrors(admin.put('/api/settings', { addressBn: 'ক'.repeat(501) }))).toEqual({
      addressBn: 'Address (Bangla) must be at most 500 characters',
    });
    await admin.put('/api/settings', { siteDescriptionBn: '' });
    expect((await srv.client().get('/api/site-settings')).body.siteDescriptionBn).toBeNull();
  });
});

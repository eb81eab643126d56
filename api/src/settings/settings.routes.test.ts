import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { startTestServer, type TestServer } from '../test/test-server';

let srv: TestServer;
beforeAll(async () => {
  srv = await startTestServer();
});
afterAll(() => srv.close());

describe('GET /api/site-settings', () => {
  it('answers the contact details and social links that are set, null for the rest, to anyone', async () => {
    const empty = await srv.client().get('/api/site-settings');
    expect(empty.status).toBe(200);
    expect(empty.body).toEqual({ siteName: null, siteDescription: null, contactEmail: null, contactPhone: null, address: null, social: { facebook: null, whatsapp: null, telegram: null, linkedin: null } });

    const now = new Date().toISOString();
    await srv.db('settings').insert([
      { key: 'contactEmail', value: JSON.stringify('hello@club.test'), updated_at: now },
      { key: 'contactPhone', value: JSON.stringify('+880 1711-000000'), updated_at: now },
      { key: 'facebookUrl', value: JSON.stringify('https://facebook.com/club'), updated_at: now },
      { key: 'telegramUrl', value: JSON.stringify('javascript:alert(1)'), updated_at: now },
      { key: 'maintenanceMode', value: JSON.stringify(true), updated_at: now },
    ]);
    // Settings are changed by admins through the API; a direct change here moves the data version by hand.
    await srv.db('data_versions').increment('version', 1);
    await new Promise((r) => setTimeout(r, 1100));
    const set = await srv.client().get('/api/site-settings');
    expect(set.body).toMatchObject({ contactEmail: 'hello@club.test', contactPhone: '+880 1711-000000', social: { facebook: 'https://facebook.com/club', telegram: null } });
    expect(set.body).not.toHaveProperty('maintenanceMode');
  });
});

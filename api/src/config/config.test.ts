import { describe, expect, it } from 'vitest';
import { ConfigError, loadConfig } from './config';

describe('configuration', () => {
  it('has the documented defaults', () => {
    const c = loadConfig({});
    expect(c).toMatchObject({ PORT: 3000, HOST: '127.0.0.1', DATA_DIR: './data', SEED_DEMO: true, TRUST_PROXY: false });
    expect(c.DATABASE_URL).toBeUndefined();
    expect(c.dataDir).toMatch(/\/data$/);
  });

  it('lists every problem at once, by variable', () => {
    let err: unknown;
    try {
      loadConfig({ PORT: 'eighty', DATABASE_URL: 'mysql://x', ADMIN_EMAIL: 'not-mail', SEED_DEMO: 'maybe', OIDC_ISSUER: 'https://id.example' });
    } catch (e) {
      err = e;
    }
    expect(err).toBeInstanceOf(ConfigError);
    const message = (err as Error).message;
    expect(message).toMatch(/^The configuration has problems:/);
    for (const name of ['PORT', 'DATABASE_URL', 'ADMIN_EMAIL', 'SEED_DEMO', 'ADMIN_PASSWORD', 'OIDC_ISSUER']) expect(message).toContain(`  - ${name}:`);
  });

  it('reads PostgreSQL, the admin and booleans', () => {
    const c = loadConfig({
      DATABASE_URL: 'postgres://u:p@db/club',
      ADMIN_EMAIL: 'boss@club.test',
      ADMIN_PASSWORD: 'longenough',
      SEED_DEMO: 'false',
      PORT: '8080',
    });
    expect(c).toMatchObject({ DATABASE_URL: 'postgres://u:p@db/club', ADMIN_EMAIL: 'boss@club.test', SEED_DEMO: false, PORT: 8080 });
  });

  it('refuses OIDC without an address the provider can send the browser back to, and says why', () => {
    const oidc = { OIDC_ISSUER: 'https://id.example', OIDC_CLIENT_ID: 'club', OIDC_CLIENT_SECRET: 's3cret' };
    expect(() => loadConfig({ ...oidc, HOST: '0.0.0.0' })).toThrow(ConfigError);
    expect(() => loadConfig({ ...oidc, HOST: '0.0.0.0' })).toThrow(/ {2}- OIDC_REDIRECT_URI: .*PUBLIC_URL.*HOST 0\.0\.0\.0/);
    expect(() => loadConfig({ ...oidc, HOST: '::', PORT: '8080' })).toThrow(/OIDC_REDIRECT_URI: .*HOST ::/);
    // Either address makes it usable; so does a HOST a browser can visit.
    expect(loadConfig({ ...oidc, HOST: '0.0.0.0', PUBLIC_URL: 'https://club.example.org' }).OIDC_ISSUER).toBe('https://id.example');
    expect(loadConfig({ ...oidc, HOST: '0.0.0.0', OIDC_REDIRECT_URI: 'https://club.example.org/api/callback' }).OIDC_ISSUER).toBe('https://id.example');
    expect(loadConfig({ ...oidc, HOST: 'localhost' }).OIDC_ISSUER).toBe('https://id.example');
    // Without OIDC a wildcard HOST is fine (links then use 127.0.0.1).
    expect(loadConfig({ HOST: '0.0.0.0' }).HOST).toBe('0.0.0.0');
  });

  it('PUBLIC_URL and OIDC_REDIRECT_URI must be web addresses', () => {
    expect(() => loadConfig({ PUBLIC_URL: 'javascript:alert(1)' })).toThrow(/ {2}- PUBLIC_URL: must be a URL such as https:\/\/club\.example\.org/);
    expect(() => loadConfig({ OIDC_REDIRECT_URI: 'ftp://club.example.org/api/callback' })).toThrow(/ {2}- OIDC_REDIRECT_URI: must be/);
  });
});

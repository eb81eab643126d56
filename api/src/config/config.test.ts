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
    const c = loadConfig({ DATABASE_URL: 'postgres://u:p@db/club', ADMIN_EMAIL: 'boss@club.test', ADMIN_PASSWORD: 'longenough', SEED_DEMO: 'false', PORT: '8080' });
    expect(c).toMatchObject({ DATABASE_URL: 'postgres://u:p@db/club', ADMIN_EMAIL: 'boss@club.test', SEED_DEMO: false, PORT: 8080 });
  });
});

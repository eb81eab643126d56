import { describe, expect, it } from 'vitest';
import { ConfigError, loadConfig } from '../config/config';
import { closeDb, openDb } from '../db';
import { serverForFile } from '../test/fixtures';
import { sameClubConfig } from '../test/test-server';
import { vapidKeys } from './vapid-keys';

// A pair made for the tests (npx web-push generate-vapid-keys), and the public key of another pair.
const PUBLIC = 'BIQBFW2dZlBK1WQ_ubAMWyQ9kE1ZKXvoFjaW2D8u3zwaXtrBV3stBI8_zuniHzeycB9C4Gsh146Wl1WzSdzcJms';
const PRIVATE = 'xSHCz108ZotH36HS8DppZJfh_DkIosXAeXRd5mSM6Hk';
const OTHER_PUBLIC = 'BNcRdreALRFXTkOOUHK1EtK2wtaz5Ry4YfYCA_0QTpQtUbVlUls0VJXg7A8u-Ts1XbjhazAkj7I99e8QcYP7DkM';

const problemsOf = (env: Record<string, string>) => {
  try {
    loadConfig(env);
    return '';
  } catch (err) {
    expect(err).toBeInstanceOf(ConfigError);
    return (err as Error).message;
  }
};

describe('the VAPID settings', () => {
  it('takes the pair and the subject together', () => {
    const c = loadConfig({ VAPID_PUBLIC_KEY: PUBLIC, VAPID_PRIVATE_KEY: PRIVATE, VAPID_SUBJECT: 'mailto:club@example.org' });
    expect(c).toMatchObject({ VAPID_PUBLIC_KEY: PUBLIC, VAPID_PRIVATE_KEY: PRIVATE, VAPID_SUBJECT: 'mailto:club@example.org' });
    expect(loadConfig({ VAPID_PUBLIC_KEY: PUBLIC, VAPID_PRIVATE_KEY: PRIVATE, VAPID_SUBJECT: 'https://club.example.org' }).VAPID_SUBJECT).toBe(
      'https://club.example.org',
    );
  });

  it('refuses one without the others, a public key of another pair, and a subject that is not mailto: or https:', () => {
    expect(problemsOf({ VAPID_PUBLIC_KEY: PUBLIC })).toContain('  - VAPID_PUBLIC_KEY: VAPID_PUBLIC_KEY, VAPID_PRIVATE_KEY and VAPID_SUBJECT go together');
    expect(problemsOf({ VAPID_PUBLIC_KEY: PUBLIC, VAPID_PRIVATE_KEY: PRIVATE })).toContain('go together');
    expect(problemsOf({ VAPID_PUBLIC_KEY: OTHER_PUBLIC, VAPID_PRIVATE_KEY: PRIVATE, VAPID_SUBJECT: 'mailto:club@example.org' })).toContain(
      '  - VAPID_PUBLIC_KEY: not the public key of VAPID_PRIVATE_KEY',
    );
    const subject = problemsOf({ VAPID_PUBLIC_KEY: PUBLIC, VAPID_PRIVATE_KEY: PRIVATE, VAPID_SUBJECT: 'http://club.example.org' });
    expect(subject).toContain('  - VAPID_SUBJECT: must be a mailto: or https: address');
    expect(problemsOf({ VAPID_PUBLIC_KEY: 'not-a-key', VAPID_PRIVATE_KEY: PRIVATE, VAPID_SUBJECT: 'mailto:a@b.org' })).toContain(
      '  - VAPID_PUBLIC_KEY: must be the base64url public key',
    );
  });
});

describe('a generated pair', () => {
  const srv = serverForFile();

  it('is the same for another process of the same club (its own connection to the same data folder or PostgreSQL database)', async () => {
    const config = sameClubConfig(srv);
    const other = openDb({ dataDir: config.dataDir, databaseUrl: config.DATABASE_URL, busyTimeoutMs: 5000 });
    try {
      const [mine, theirs] = await Promise.all([vapidKeys(config, srv.db), vapidKeys(config, other)]);
      expect(theirs).toEqual(mine);
      expect(mine.publicKey).toMatch(/^B[A-Za-z0-9_-]{86}$/);
      expect((await srv.client().get('/api/push/key')).body).toEqual({ publicKey: mine.publicKey });
    } finally {
      await closeDb(other);
    }
  });
});

import fs from 'node:fs';
import path from 'node:path';
import type { Knex } from 'knex';
import webpush from 'web-push';
import type { Config } from '../config/config';
import { publicOrigin } from '../lib/public-url';
import { settingsRepo } from '../settings/settings.repo';
import { pushRepo } from './push.repo';

/** The server's VAPID pair (base64url): browsers subscribe with the public one, every push is signed with the private one. */
export interface VapidKeys {
  publicKey: string;
  privateKey: string;
}

const isKeys = (v: unknown): v is VapidKeys =>
  typeof v === 'object' && v !== null && typeof (v as VapidKeys).publicKey === 'string' && typeof (v as VapidKeys).privateKey === 'string';

/** A pair generated once into DATA_DIR/vapid.json with file mode 0600 (as config/session-secret.ts does). */
function keysInDataDir(dataDir: string): VapidKeys {
  fs.mkdirSync(dataDir, { recursive: true });
  const file = path.join(dataDir, 'vapid.json');
  if (!fs.existsSync(file)) {
    // Written whole, then linked into place: another process starting at once reads a complete file (its own link fails, EEXIST).
    const draft = `${file}.${process.pid}.tmp`;
    fs.writeFileSync(draft, JSON.stringify(webpush.generateVAPIDKeys()), { mode: 0o600 });
    try {
      fs.linkSync(draft, file);
    } catch (err) {
      if ((err as NodeJS.ErrnoException).code !== 'EEXIST') throw err;
    } finally {
      fs.rmSync(draft, { force: true });
    }
  }
  fs.chmodSync(file, 0o600);
  const keys: unknown = JSON.parse(fs.readFileSync(file, 'utf8'));
  if (!isKeys(keys)) throw new Error(`${file} does not hold a VAPID key pair: remove it to have a new one made (phones then turn notifications on again)`);
  return keys;
}

/**
 * A pair kept in the database: every process on one PostgreSQL database must sign with the same
 * one (a browser's subscription names the public key), and a generated file lives in one
 * DATA_DIR only. The first process to start stores it; the others read it.
 */
async function keysInDatabase(db: Knex): Promise<VapidKeys> {
  const stored = await pushRepo.storedKeys(db);
  if (stored === undefined) await pushRepo.storeKeysOnce(db, JSON.stringify(webpush.generateVAPIDKeys()));
  const keys: unknown = JSON.parse((await pushRepo.storedKeys(db)) ?? 'null');
  if (!isKeys(keys)) throw new Error('The stored VAPID key pair (settings pushVapidKeys) is not readable');
  return keys;
}

const generated = new WeakMap<Knex, Promise<VapidKeys>>();

/** The VAPID pair: from VAPID_PUBLIC_KEY and VAPID_PRIVATE_KEY, else generated once and kept (read once per database). */
export function vapidKeys(config: Config, db: Knex): Promise<VapidKeys> {
  if (config.VAPID_PUBLIC_KEY && config.VAPID_PRIVATE_KEY) return Promise.resolve({ publicKey: config.VAPID_PUBLIC_KEY, privateKey: config.VAPID_PRIVATE_KEY });
  let keys = generated.get(db);
  if (!keys) {
    keys = config.DATABASE_URL ? keysInDatabase(db) : Promise.resolve().then(() => keysInDataDir(config.dataDir));
    // A failure is not kept: the next push or request tries again.
    keys.catch(() => generated.delete(db));
    generated.set(db, keys);
  }
  return keys;
}

/**
 * Who runs this server, for the push services (the VAPID `sub`): VAPID_SUBJECT, else the contact
 * e-mail of System Settings, else PUBLIC_URL when it is https, else a no-reply address at the site's host.
 */
export async function vapidSubject(config: Config, db: Knex): Promise<string> {
  if (config.VAPID_SUBJECT) return config.VAPID_SUBJECT;
  const { contactEmail } = await settingsRepo.read(db, ['contactEmail']);
  if (typeof contactEmail === 'string' && contactEmail.includes('@')) return `mailto:${contactEmail}`;
  const origin = publicOrigin(config);
  return origin.startsWith('https://') ? origin : `mailto:no-reply@${new URL(origin).hostname}`;
}

import type { Knex } from 'knex';
import { seedDemo as fillDemo } from '../../seeds/demo';
import { type UploadStore, uploadStoreOf } from '../uploads/upload-store';
import { ensureAdmin } from './ensure-admin';
import { withStartupLock } from './startup-lock';

export interface SeedResult {
  demo: 'seeded' | 'skipped-not-empty' | 'disabled';
  admin?: 'created' | 'exists';
}

export interface SeedOptions {
  dataDir: string;
  seedDemo: boolean;
  adminEmail?: string;
  adminPassword?: string;
  /** Where the demo pictures go: the server's store (uploadStoreOf(config, db)); `${dataDir}/uploads` when not given. */
  uploads?: UploadStore;
}

/**
 * Start-up seeding. With seedDemo, fills the demo club into a database that has no users, no
 * events and no news (pictures into opts.uploads); then, when both are given, makes sure the
 * configured administrator exists. Logs nothing: the caller reports the result.
 */
export async function runSeeds(db: Knex, opts: SeedOptions): Promise<SeedResult> {
  let demo: SeedResult['demo'] = 'disabled';
  if (opts.seedDemo) {
    if (await isEmpty(db)) {
      await fillDemo(db, { uploads: opts.uploads ?? uploadStoreOf({ UPLOADS: 'folder', dataDir: opts.dataDir }, db) });
      demo = 'seeded';
    } else {
      demo = 'skipped-not-empty';
    }
  }
  const result: SeedResult = { demo };
  if (opts.adminEmail && opts.adminPassword) {
    result.admin = await ensureAdmin(db, { email: opts.adminEmail, password: opts.adminPassword });
  }
  return result;
}

/** Start-up: the migrations, then the seeding, by one process at a time (startup-lock.ts). */
export const migrateAndSeed = (db: Knex, opts: SeedOptions): Promise<SeedResult> =>
  withStartupLock(db, opts.dataDir, async () => {
    await db.migrate.latest();
    return runSeeds(db, opts);
  });

async function isEmpty(db: Knex): Promise<boolean> {
  for (const table of ['users', 'events', 'news']) {
    if ((await db(table).first('id')) !== undefined) return false;
  }
  return true;
}

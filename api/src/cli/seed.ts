import { ConfigError, loadConfig } from '../config/config';
import { closeDb, openDb } from '../db';
import { migrateAndSeed } from '../seed/run-seeds';
import { uploadStoreOf } from '../uploads/upload-store';

try {
  const config = loadConfig();
  const db = openDb({ dataDir: config.dataDir, databaseUrl: config.DATABASE_URL });
  const result = await migrateAndSeed(db, {
    dataDir: config.dataDir,
    seedDemo: config.SEED_DEMO,
    adminEmail: config.ADMIN_EMAIL,
    adminPassword: config.ADMIN_PASSWORD,
    uploads: uploadStoreOf(config, db),
  });
  console.log(`Demo content: ${result.demo}${result.admin ? `; admin: ${result.admin}` : ''}`);
  await closeDb(db);
} catch (err) {
  console.error(err instanceof ConfigError ? err.message : err);
  process.exit(1);
}

import { ConfigError, loadConfig } from '../config/config';
import { closeDb, openDb } from '../db';

try {
  const config = loadConfig();
  const db = openDb({ dataDir: config.dataDir, databaseUrl: config.DATABASE_URL });
  const [batch, files] = await db.migrate.latest();
  console.log(files.length ? `Batch ${batch}: ${files.join(', ')}` : 'Already up to date');
  await closeDb(db);
} catch (err) {
  console.error(err instanceof ConfigError ? err.message : err);
  process.exit(1);
}

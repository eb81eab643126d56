/**
 * npm run restore -- FOLDER: restores a backup folder (from npm run backup) into an empty data
 * folder (DATA_DIR) or, with DATABASE_URL, an empty PostgreSQL database, and checks it.
 */
import { restoreBackup } from '../backup/backup';
import { ConfigError, loadConfig } from '../config/config';

try {
  const source = process.argv[2];
  if (!source) throw new Error('Say which backup folder: npm run restore -- DATA_DIR/backups/club-YYYYMMDD-HHMMSS');
  const config = loadConfig();
  const { manifest, rows } = await restoreBackup(config, source);
  console.log(`Restored the backup of ${manifest.createdAt} into ${config.DATABASE_URL ? 'the database' : config.dataDir}: checked, every row there.`);
  console.log(
    `  ${Object.entries(rows)
      .map(([t, n]) => `${t} ${n}`)
      .join(', ')}`,
  );
} catch (err) {
  console.error(err instanceof ConfigError ? err.message : `The restore failed: ${(err as Error).message}`);
  process.exit(1);
}

/**
 * npm run backup [-- DEST]: a consistent backup of the database and the uploads while the site
 * runs, into DEST (default BACKUP_DIR, else DATA_DIR/backups); then the old ones are pruned.
 */
import { backupDirOf, pruneBackups, takeBackup } from '../backup/backup';
import { ConfigError, loadConfig } from '../config/config';

try {
  const config = loadConfig();
  const dest = process.argv[2] ?? backupDirOf(config);
  const { dir, manifest } = await takeBackup(config, { dest });
  const removed = pruneBackups(dest, { daily: config.BACKUP_KEEP_DAILY, weekly: config.BACKUP_KEEP_WEEKLY });
  console.log(`Backup made: ${dir}`);
  console.log(
    `  ${Object.entries(manifest.rows)
      .map(([t, n]) => `${t} ${n}`)
      .join(', ')}`,
  );
  if (removed.length) console.log(`  removed ${removed.length} older backup(s): ${removed.join(', ')}`);
} catch (err) {
  console.error(err instanceof ConfigError ? err.message : `The backup failed: ${(err as Error).message}`);
  process.exit(1);
}

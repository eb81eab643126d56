import type { Config } from '../config/config';
import type { Logger } from '../lib/logger';
import { backupDirOf, pruneBackups, takeBackup } from './backup';

/** The next time `minute hour * * *` comes after `from`. */
export function nextRun(cron: string, from: Date): Date {
  const [minute, hour] = cron.split(' ').map(Number);
  const next = new Date(from);
  next.setHours(hour, minute, 0, 0);
  if (next <= from) next.setDate(next.getDate() + 1);
  return next;
}

/** BACKUP_CRON: a backup (then the old ones pruned) every day at that time, by this process. */
export function scheduleBackups(config: Config, logger: Logger): () => void {
  if (!config.BACKUP_CRON) return () => undefined;
  const cron = config.BACKUP_CRON;
  let timer: NodeJS.Timeout;
  const plan = () => {
    timer = setTimeout(
      async () => {
        try {
          const { dir } = await takeBackup(config);
          const removed = pruneBackups(backupDirOf(config), { daily: config.BACKUP_KEEP_DAILY, weekly: config.BACKUP_KEEP_WEEKLY });
          logger.info(`Backup made: ${dir}${removed.length ? ` (removed ${removed.length} older)` : ''}`);
        } catch (err) {
          logger.error('The scheduled backup failed', err);
        }
        plan();
      },
      nextRun(cron, new Date()).getTime() - Date.now(),
    );
    timer.unref();
  };
  plan();
  return () => clearTimeout(timer);
}

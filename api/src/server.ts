import type { AddressInfo } from 'node:net';
import type { Server } from 'node:http';
import path from 'node:path';
import { fileURLToPath } from 'node:url';
import { createApp } from './app';
import { scheduleBackups } from './backup/schedule';
import { pruneListChanges } from './lib/list-changes';
import { ConfigError, loadConfig, servingProblems } from './config/config';
import { closeDb, openDb, type Db } from './db';
import { gracefulStop } from './lib/graceful-stop';
import { pruneHeartbeats, startHeartbeat } from './lib/heartbeat';
import { createLogger } from './lib/logger';
import { pruneIdempotencyKeys } from './middleware/idempotency';
import { LoginLimiter } from './middleware/login-limiter';
import { mailOutbox } from './mail/mail.outbox';
import { createMailer } from './mail/mailer';
import { startAdminDigest } from './notifications/digest';
import { createNotifier } from './notifications/notifier';
import { pushSender } from './push/push.sender';
import { startReleasingUnconfirmed } from './registrations/release-unconfirmed';
import { migrateAndSeed } from './seed/run-seeds';
import { sessionsRepo } from './sessions/session-store';
import { uploadStoreOf } from './uploads/upload-store';

const root = path.resolve(path.dirname(fileURLToPath(import.meta.url)), '../..');

export interface RunningServer {
  url: string;
  db: Db;
  server: Server;
  close: () => Promise<void>;
}

/** Reads the configuration, migrates, seeds, and listens. */
export async function startServer(env: Record<string, string | undefined> = process.env): Promise<RunningServer> {
  const config = loadConfig(env);
  const problems = servingProblems(config);
  if (problems.length) throw new ConfigError(`The configuration has problems:\n${problems.map((p) => `  - ${p}`).join('\n')}`);
  const logger = createLogger(config.LOG_LEVEL);
  const db = openDb({ dataDir: config.dataDir, databaseUrl: config.DATABASE_URL, busyTimeoutMs: config.SQLITE_BUSY_TIMEOUT_MS });
  const seeded = await migrateAndSeed(db, {
    dataDir: config.dataDir,
    seedDemo: config.SEED_DEMO,
    adminEmail: config.ADMIN_EMAIL,
    adminPassword: config.ADMIN_PASSWORD,
    uploads: uploadStoreOf(config, db),
  });
  if (seeded.demo === 'seeded') logger.info('Demo content added (see README for the demo accounts)');
  if (seeded.admin === 'created') logger.info(`Super admin ${config.ADMIN_EMAIL} created`);

  const stopBackups = scheduleBackups(config, logger);
  const heartbeat = await startHeartbeat(db, config.dataDir, (err) => logger.error('heartbeat failed', err));
  const mail = createMailer({ db, config, logger, bootId: heartbeat.bootId });
  const notify = createNotifier({ db, logger, mail, push: pushSender({ config, db }), bootId: heartbeat.bootId });
  const app = createApp({ db, config, logger, distDir: path.join(root, 'dist'), bootId: heartbeat.bootId, mail, notify });
  const server = app.listen(config.PORT, config.HOST);
  const stop = gracefulStop(server);
  await new Promise<void>((resolve, reject) => server.once('listening', resolve).once('error', reject));
  const { port } = server.address() as AddressInfo;
  const url = `http://${config.HOST}:${port}`;
  mail.listening(port);
  mail.start();
  notify.start();

  const prune = () =>
    Promise.all([
      mailOutbox.prune(db),
      sessionsRepo.pruneExpired(db),
      pruneIdempotencyKeys(db),
      new LoginLimiter(db).prune(),
      pruneHeartbeats(db),
      pruneListChanges(db),
    ]).catch((e) => logger.error('prune failed', e));
  void prune();
  const timer = setInterval(prune, 60 * 60 * 1000);
  timer.unref();
  // Visitors' places not confirmed in time go back to the waitlist (events' confirm_within_hours).
  const stopReleasing = startReleasingUnconfirmed(db, mail, notify, logger);
  // Admins hear what waits for them, at most once an hour (notifications/digest.ts).
  const stopDigest = startAdminDigest(db, notify, logger);

  return {
    url,
    db,
    server,
    close: async () => {
      clearInterval(timer);
      stopReleasing();
      stopDigest();
      stopBackups();
      await stop(config.SHUTDOWN_TIMEOUT_MS);
      await notify.stop();
      await mail.stop();
      await heartbeat.stop().catch(() => undefined);
      await closeDb(db);
    },
  };
}

/** Starts and logs, or prints every configuration problem and exits. */
export async function main(env = process.env): Promise<RunningServer> {
  try {
    const running = await startServer(env);
    console.log(`Club site running at ${running.url}`);
    const stop = () => void running.close().then(() => process.exit(0));
    process.once('SIGINT', stop);
    process.once('SIGTERM', stop);
    return running;
  } catch (err) {
    if (err instanceof ConfigError) {
      console.error(err.message);
      process.exit(1);
    }
    throw err;
  }
}

if (process.argv[1] && path.resolve(process.argv[1]) === fileURLToPath(import.meta.url)) void main();

import type { Knex } from 'knex';
import type { Middleware } from 'koa';
import type { Config } from './config/config';
import type { ListCache } from './lib/list-cache';
import type { Logger } from './lib/logger';
import type { AppState } from './middleware/auth';
import type { Mailer } from './mail/mailer';
import type { Notifier } from './notifications/notifier';
import type { LoginLimiter } from './middleware/login-limiter';
import type { SettingsService } from './settings/settings.service';
import type { UploadStore } from './uploads/upload-store';

/** What every feature's routes are built with (app.ts makes it once per app). */
export type RouteDeps = {
  db: Knex;
  config: Config;
  logger: Logger;
  limiter: LoginLimiter;
  /** Where uploaded pictures are kept (uploads/upload-store.ts). */
  uploads: UploadStore;
  /** Every server secret in use, the current one first: it signs, all are accepted (SESSION_SECRETS). */
  secrets: readonly string[];
  /** Idempotency for upload routes, placed after their multipart body was read. */
  idempotentMultipart: Middleware<AppState>;
  /** List answers kept per audience until the data changes (lib/list-cache.ts). */
  lists: ListCache;
  /** The system settings the server enforces (settings/settings.service.ts). */
  settings: SettingsService;
  /** Mail to anyone outside the app: queued with the change that causes it, sent after (mail/mailer.ts). */
  mail: Mailer;
  /** What people are told (push or e-mail): recorded with the change that causes it (notifications/notifier.ts). */
  notify: Notifier;
};

import { z } from 'zod';
import crypto from 'node:crypto';
import path from 'node:path';
import { unreachableReason } from '../lib/public-url';

/** A web address (http or https): z.url alone accepts javascript:, ftp: and the like. */
const webUrl = (error: string) => z.url({ protocol: /^https?$/, error });

const boolFromEnv = z
  .enum(['true', 'false', '1', '0', 'yes', 'no'], { error: 'must be true or false' })
  .transform((v) => v === 'true' || v === '1' || v === 'yes');

/** Every setting the process reads, parsed once at start-up. */
const ConfigSchema = z.object({
  PORT: z.coerce.number({ error: 'must be a number' }).int().min(0).max(65535).default(3000),
  HOST: z.string().min(1).default('127.0.0.1'),
  DATA_DIR: z.string().min(1).default('./data'),
  DATABASE_URL: z
    .string()
    .regex(/^postgres(ql)?:\/\//, 'must start with postgres:// or postgresql://')
    .optional(),
  ADMIN_EMAIL: z.email({ error: 'must be an e-mail address' }).optional(),
  ADMIN_PASSWORD: z.string().min(8, 'must be at least 8 characters').optional(),
  SEED_DEMO: boolFromEnv.default(true),
  TRUST_PROXY: boolFromEnv.default(false),
  /** The site's address as visitors reach it; every absolute URL we make starts with it (lib/public-url.ts). */
  PUBLIC_URL: webUrl('must be a URL such as https://club.example.org').optional(),
  OIDC_ISSUER: z.url({ error: 'must be the issuer URL' }).optional(),
  OIDC_CLIENT_ID: z.string().min(1).optional(),
  OIDC_CLIENT_SECRET: z.string().min(1).optional(),
  OIDC_REDIRECT_URI: webUrl('must be a URL such as https://club.example.org/api/callback').optional(),
  LOG_LEVEL: z.enum(['silent', 'error', 'info']).default('info'),
  /** SQLite: how long a write waits for another process's lock before answering 503. */
  SQLITE_BUSY_TIMEOUT_MS: z.coerce.number({ error: 'must be a number' }).int().min(0).max(60_000).default(5000),
  /** How long a request holds its Idempotency-Key before a retry may take it over (its process presumed dead). */
  IDEMPOTENCY_LEASE_MS: z.coerce.number({ error: 'must be a number' }).int().min(100).max(600_000).default(30_000),
  /**
   * The server secrets (cookies, idempotency fingerprints, calendar feed addresses, every HMAC),
   * comma-separated, at least 32 characters each: the first signs, all are accepted. Rotate by
   * putting a new one first and dropping the oldest later. Unset: one generated into DATA_DIR.
   */
  SESSION_SECRETS: z
    .string()
    .transform((v) =>
      v
        .split(',')
        .map((s) => s.trim())
        .filter(Boolean),
    )
    .pipe(z.array(z.string().min(32, 'each secret must be at least 32 characters')).min(1, 'must hold at least one secret'))
    .optional(),
  /** Where `npm run backup` and BACKUP_CRON put backups (default DATA_DIR/backups). */
  BACKUP_DIR: z.string().min(1).optional(),
  /** Backups kept: the newest of each of the last N days, and of each of the last N weeks. */
  BACKUP_KEEP_DAILY: z.coerce.number({ error: 'must be a number' }).int().min(1).max(365).default(7),
  BACKUP_KEEP_WEEKLY: z.coerce.number({ error: 'must be a number' }).int().min(0).max(520).default(4),
  /** A daily backup by the server itself: `minute hour * * *` (server time), e.g. `30 2 * * *`. */
  BACKUP_CRON: z
    .string()
    .regex(/^([0-5]?\d) ([01]?\d|2[0-3]) \* \* \*$/, 'must be "minute hour * * *", e.g. "30 2 * * *" for 02:30 every day')
    .optional(),
  /**
   * Where uploaded pictures are kept: `folder` (DATA_DIR/uploads, one machine) or `database` (the
   * table upload_files: every server on one PostgreSQL database serves the same pictures; move
   * the folder's files there with `npm run uploads:move`).
   */
  UPLOADS: z.enum(['folder', 'database']).default('folder'),
  /**
   * The mail server: `smtp://user:pass@host:587` (STARTTLS when the server offers it) or
   * `smtps://user:pass@host:465`. Unset: every message is written to DATA_DIR/mail as an .eml file.
   */
  SMTP_URL: z
    .string()
    .regex(/^smtps?:\/\/[^/\s]+/, 'must be a URL such as smtp://user:pass@mail.example.org:587 or smtps://…:465')
    .optional(),
  /** The sender of every mail, e.g. `Club <club@example.org>`. Unset: the site's name at no-reply@ the site's host. */
  MAIL_FROM: z
    .string()
    .max(320)
    .regex(/^(?:[^<>]*<[^@\s<>]+@[^@\s<>]+>|[^@\s<>]+@[^@\s<>]+)$/, 'must be an address, or a name and an address such as Club <club@example.org>')
    .optional(),
  /**
   * Web Push (push/vapid-keys.ts): the server's VAPID key pair (base64url, as `npx web-push
   * generate-vapid-keys` prints it) and who runs it (a mailto: or https: address the push services
   * may write to). All three or none; none: a pair is generated and kept (DATA_DIR/vapid.json, or
   * the database on PostgreSQL).
   */
  VAPID_PUBLIC_KEY: z
    .string()
    .regex(/^[A-Za-z0-9_-]{86,88}$/, 'must be the base64url public key that `npx web-push generate-vapid-keys` prints')
    .optional(),
  VAPID_PRIVATE_KEY: z
    .string()
    .regex(/^[A-Za-z0-9_-]{42,44}$/, 'must be the base64url private key that `npx web-push generate-vapid-keys` prints')
    .optional(),
  VAPID_SUBJECT: z
    .string()
    .regex(/^(mailto:[^@\s]+@[^@\s]+|https:\/\/[^/\s]+\S*)$/, 'must be a mailto: or https: address such as mailto:club@example.org')
    .optional(),
  /**
   * How many registrations a visitor (no account) may make from one device in an hour. Raise it for
   * an event where one phone signs up a whole class; the per-address limit stays 3 per event.
   */
  VISITOR_REGISTRATIONS_PER_DEVICE: z.coerce.number({ error: 'must be a number' }).int().min(1).max(10_000).default(5),
  /** On SIGTERM: how long requests already running may take before the process exits anyway. */
  SHUTDOWN_TIMEOUT_MS: z.coerce.number({ error: 'must be a number' }).int().min(0).max(600_000).default(10_000),
});

export type Config = z.infer<typeof ConfigSchema> & { dataDir: string };

export class ConfigError extends Error {}

/** Parses the environment; throws a ConfigError listing every problem at once. */
export function loadConfig(env: Record<string, string | undefined> = process.env): Config {
  const cleaned = Object.fromEntries(Object.entries(env).filter(([, v]) => v !== undefined && v !== ''));
  const parsed = ConfigSchema.safeParse(cleaned);
  const lines = parsed.success ? [] : parsed.error.issues.map((i) => `  - ${i.path.join('.') || 'config'}: ${i.message}`);
  lines.push(...pairProblems(cleaned).map((p) => `  - ${p}`));
  if (parsed.success) lines.push(...addressProblems(parsed.data).map((p) => `  - ${p}`));
  if (!parsed.success || lines.length) {
    throw new ConfigError(`The configuration has problems:\n${lines.join('\n')}`);
  }
  return { ...parsed.data, dataDir: path.resolve(parsed.data.DATA_DIR) };
}

/**
 * Serving on PostgreSQL means other processes may share the database: each must sign sessions and
 * keys with the same secrets, and a generated one lives in one DATA_DIR only. (The migrate and
 * seed commands sign nothing and do not need them.)
 */
export function servingProblems(config: Config): string[] {
  return config.DATABASE_URL && !config.SESSION_SECRETS
    ? [
        'SESSION_SECRETS: required with DATABASE_URL. Every process on one database must sign sessions and keys with the same secrets; ' +
          'a generated one lives in one DATA_DIR only (e.g. SESSION_SECRETS=$(openssl rand -base64 48))',
      ]
    : [];
}

/** Settings that only make sense together. */
function pairProblems(env: Record<string, string | undefined>): string[] {
  const problems: string[] = [];
  if (Boolean(env.ADMIN_EMAIL) !== Boolean(env.ADMIN_PASSWORD)) problems.push('ADMIN_PASSWORD: ADMIN_EMAIL and ADMIN_PASSWORD go together');
  const oidc = [env.OIDC_ISSUER, env.OIDC_CLIENT_ID, env.OIDC_CLIENT_SECRET];
  if (oidc.some(Boolean) && !oidc.every(Boolean)) problems.push('OIDC_ISSUER: OIDC_ISSUER, OIDC_CLIENT_ID and OIDC_CLIENT_SECRET go together');
  const vapid = [env.VAPID_PUBLIC_KEY, env.VAPID_PRIVATE_KEY, env.VAPID_SUBJECT];
  if (vapid.some(Boolean) && !vapid.every(Boolean)) problems.push('VAPID_PUBLIC_KEY: VAPID_PUBLIC_KEY, VAPID_PRIVATE_KEY and VAPID_SUBJECT go together');
  else if (env.VAPID_PUBLIC_KEY && env.VAPID_PRIVATE_KEY && !vapidPairMatches(env.VAPID_PUBLIC_KEY, env.VAPID_PRIVATE_KEY))
    problems.push('VAPID_PUBLIC_KEY: not the public key of VAPID_PRIVATE_KEY (set both from one `npx web-push generate-vapid-keys`)');

  return problems;
}

/** Whether the public key is the private key's (P-256, base64url): a mismatch would fail every push. */
function vapidPairMatches(publicKey: string, privateKey: string): boolean {
  try {
    const ecdh = crypto.createECDH('prime256v1');
    ecdh.setPrivateKey(Buffer.from(privateKey, 'base64url'));
    return ecdh.getPublicKey('base64url') === publicKey;
  } catch {
    return false;
  }
}

/**
 * OIDC sends the browser to the provider and the provider sends it back to our redirect address,
 * which must be known without trusting a request header (lib/public-url.ts): refused up front,
 * rather than a sign-in that fails at the provider.
 */
function addressProblems(config: z.infer<typeof ConfigSchema>): string[] {
  if (!config.OIDC_ISSUER || config.OIDC_REDIRECT_URI) return [];
  const reason = unreachableReason(config);
  return reason
    ? [
        `OIDC_REDIRECT_URI: sign-in with the provider needs the address it sends the browser back to: set PUBLIC_URL (e.g. https://club.example.org) or OIDC_REDIRECT_URI (${reason})`,
      ]
    : [];
}

import crypto from 'node:crypto';

const SEALED = 'sealed:v1:';
const IV_BYTES = 12;
const TAG_BYTES = 16;

/**
 * What the idempotency table keeps of a write's answer, and of its key. A replay must give the
 * client what the first answer did (a visitor's ticket and cancel link among them: the phone may
 * have lost that answer), so the answer is kept, but sealed: AES-256-GCM under a key derived from
 * the server secret and the client's Idempotency-Key. The table holds only an HMAC of that key,
 * so neither a copy of the database nor one of the database and the secret opens an answer; only
 * the client that sends the key again does.
 */
export interface AnswerSeal {
  /**
   * The `key` column: an HMAC of the client's Idempotency-Key under the server secret; one per
   * secret in use (SESSION_SECRETS), the current one first: a key stored before a rotation is found.
   */
  storedKeys(key: string): string[];
  /** The `response_body` column for a write's answer (JSON text), kept by `scope` (the row's client_id) under `key`. */
  seal(scope: string, key: string, answer: string | null): string | null;
  /**
   * The answer's JSON text again. A row from before answers were sealed is read as it is (those
   * expire with their key, LIMITS.idempotencyDays); one that does not open (it cannot be this
   * key's) gives null: the replay keeps its status without a body.
   */
  open(scope: string, key: string, stored: string | null): string | null;
}

/** `secrets`: the server secrets, the current one first (answers are sealed with it; all open). */
export function answerSeal(secrets: readonly string[]): AnswerSeal {
  const roots = secrets.map((secret) => crypto.createHmac('sha256', secret).update('idempotency-answers').digest());
  const keyOf = (root: Buffer, scope: string, key: string) => Buffer.from(crypto.hkdfSync('sha256', root, Buffer.alloc(0), `answer\n${scope}\n${key}`, 32));
  const openWith = (root: Buffer, scope: string, key: string, bytes: Buffer): string | null => {
    try {
      const decipher = crypto.createDecipheriv('aes-256-gcm', keyOf(root, scope, key), bytes.subarray(0, IV_BYTES));
      decipher.setAuthTag(bytes.subarray(IV_BYTES, IV_BYTES + TAG_BYTES));
      return Buffer.concat([decipher.update(bytes.subarray(IV_BYTES + TAG_BYTES)), decipher.final()]).toString('utf8');
    } catch {
      return null;
    }
  };
  return {
    storedKeys: (key) => roots.map((root) => crypto.createHmac('sha256', root).update(`key\n${key}`).digest('hex')),
    seal(scope, key, answer) {
      if (answer == null) return null;
      const iv = crypto.randomBytes(IV_BYTES);
      const cipher = crypto.createCipheriv('aes-256-gcm', keyOf(roots[0], scope, key), iv);
      const text = Buffer.concat([cipher.update(answer, 'utf8'), cipher.final()]);
      return SEALED + Buffer.concat([iv, cipher.getAuthTag(), text]).toString('base64url');
    },
    open(scope, key, stored) {
      if (stored == null || !stored.startsWith(SEALED)) return stored;
      const bytes = Buffer.from(stored.slice(SEALED.length), 'base64url');
      for (const root of roots) {
        const opened = openWith(root, scope, key, bytes);
        if (opened !== null) return opened;
      }
      return null;
    },
  };
}

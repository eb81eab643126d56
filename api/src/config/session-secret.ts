import crypto from 'node:crypto';
import fs from 'node:fs';
import path from 'node:path';

/** The cookie-signing secret: generated once into DATA_DIR with file mode 0600. */
export function readSessionSecret(dataDir: string): string {
  fs.mkdirSync(dataDir, { recursive: true });
  const file = path.join(dataDir, 'session-secret');
  if (!fs.existsSync(file)) {
    fs.writeFileSync(file, crypto.randomBytes(48).toString('base64url'), { mode: 0o600, flag: 'wx' });
  }
  fs.chmodSync(file, 0o600);
  return fs.readFileSync(file, 'utf8').trim();
}

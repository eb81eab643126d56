import { execFileSync } from 'node:child_process';
import crypto from 'node:crypto';
import fs from 'node:fs';
import https from 'node:https';
import type { LookupFunction } from 'node:net';
import type { AddressInfo } from 'node:net';
import os from 'node:os';
import path from 'node:path';
import { decrypt } from 'http_ece';

/** The push service's name in the tests: a host name (subscriptions refuse IP addresses), resolved to loopback by the agent. */
export const PUSH_HOST = 'push.example.test';

/** One message as the push service received it. */
export interface ReceivedPush {
  id: string;
  headers: Record<string, string | string[] | undefined>;
  body: Buffer;
}

export interface TestPushService {
  /** The endpoint of a subscription called `id`. */
  endpoint(id: string): string;
  /** The TLS agent a sender needs to reach it: trusts its certificate, finds its host on loopback. */
  agent: https.Agent;
  received: ReceivedPush[];
  /** From now on, answer messages for `id` with this status (410: the subscription is gone). */
  answer(id: string, status: number): void;
  close(): Promise<void>;
}

/** A self-signed certificate for PUSH_HOST (openssl, valid one day). */
function certificate(): { key: string; cert: string } {
  const dir = fs.mkdtempSync(path.join(os.tmpdir(), 'club-push-tls-'));
  try {
    const [key, cert] = [path.join(dir, 'key.pem'), path.join(dir, 'cert.pem')];
    execFileSync(
      'openssl',
      ['req', '-x509', '-newkey', 'ec', '-pkeyopt', 'ec_paramgen_curve:prime256v1', '-nodes', '-days', '1'].concat([
        '-keyout',
        key,
        '-out',
        cert,
        '-subj',
        `/CN=${PUSH_HOST}`,
        '-addext',
        `subjectAltName=DNS:${PUSH_HOST}`,
      ]),
      { stdio: 'ignore' },
    );
    return { key: fs.readFileSync(key, 'utf8'), cert: fs.readFileSync(cert, 'utf8') };
  } finally {
    fs.rmSync(dir, { recursive: true, force: true });
  }
}

/** Every name resolves to loopback (only the test's agent uses it). */
const toLoopback = ((_host: string, options: { all?: boolean }, callback: (...args: unknown[]) => void) => {
  if (options?.all) callback(null, [{ address: '127.0.0.1', family: 4 }]);
  else callback(null, '127.0.0.1', 4);
}) as unknown as LookupFunction;

/**
 * A push service on loopback, as the browsers' are: HTTPS (web-push speaks nothing else), one POST
 * per message to the subscription's endpoint, 201 when accepted. It keeps what it receives.
 */
export async function startTestPushService(): Promise<TestPushService> {
  const tls = certificate();
  const received: ReceivedPush[] = [];
  const answers = new Map<string, number>();
  const server = https.createServer(tls, (req, res) => {
    const chunks: Buffer[] = [];
    req.on('data', (c: Buffer) => chunks.push(c));
    req.on('end', () => {
      const id = decodeURIComponent((req.url ?? '').replace(/^\/push\//, ''));
      received.push({ id, headers: req.headers, body: Buffer.concat(chunks) });
      res.writeHead(answers.get(id) ?? 201).end();
    });
  });
  server.listen(0, '127.0.0.1');
  await new Promise((resolve) => server.once('listening', resolve));
  const { port } = server.address() as AddressInfo;
  const agent = new https.Agent({ ca: tls.cert, lookup: toLoopback, keepAlive: false });
  return {
    endpoint: (id) => `https://${PUSH_HOST}:${port}/push/${encodeURIComponent(id)}`,
    agent,
    received,
    answer: (id, status) => void answers.set(id, status),
    close: async () => {
      agent.destroy();
      server.closeAllConnections();
      await new Promise<void>((resolve) => server.close(() => resolve()));
    },
  };
}

/** A browser's side of a subscription: its P-256 key pair and 16-byte auth secret, and what it decrypts. */
export function browserKeys() {
  const ecdh = crypto.createECDH('prime256v1');
  ecdh.generateKeys();
  const authSecret = crypto.randomBytes(16);
  return {
    keys: { p256dh: ecdh.getPublicKey('base64url'), auth: authSecret.toString('base64url') },
    /** The payload of a message, decrypted as the browser does (RFC 8291, aes128gcm), parsed as JSON. */
    read: (push: ReceivedPush): unknown => JSON.parse(decrypt(push.body, { version: 'aes128gcm', privateKey: ecdh, authSecret }).toString('utf8')),
  };
}

/** The claims of a VAPID Authorization header (`vapid t=<JWT>, k=<public key>`), and its key. */
export function vapidOf(push: ReceivedPush): { claims: { aud: string; sub: string; exp: number }; key: string; token: string } {
  const match = /^vapid t=([^,]+), k=(\S+)$/.exec(String(push.headers.authorization ?? ''));
  if (!match) throw new Error(`No VAPID Authorization header: ${String(push.headers.authorization)}`);
  const [, token, key] = match;
  return { claims: JSON.parse(Buffer.from(token.split('.')[1], 'base64url').toString('utf8')), key, token };
}

/** Whether the JWT was signed with the private key of `publicKey` (ES256, raw r||s signature). */
export function signedBy(token: string, publicKey: string): boolean {
  const [header, payload, signature] = token.split('.');
  const raw = Buffer.from(publicKey, 'base64url');
  const key = crypto.createPublicKey({
    key: { kty: 'EC', crv: 'P-256', x: raw.subarray(1, 33).toString('base64url'), y: raw.subarray(33).toString('base64url') },
    format: 'jwk',
  });
  return crypto.verify('sha256', Buffer.from(`${header}.${payload}`), { key, dsaEncoding: 'ieee-p1363' }, Buffer.from(signature, 'base64url'));
}

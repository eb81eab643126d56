import fs from 'node:fs';
import http from 'node:http';
import os from 'node:os';
import path from 'node:path';
import { afterEach, describe, expect, it } from 'vitest';
import { startChildServer, type ChildServer } from '../test/child-server';

/**
 * SIGTERM under keep-alive traffic: the real server in its own process, eight clients on
 * keep-alive connections asking without pause, and one write whose body is still arriving when
 * the signal comes.
 */
let server: ChildServer | undefined;
let dataDir: string | undefined;
afterEach(async () => {
  await server?.kill('SIGKILL');
  if (dataDir) fs.rmSync(dataDir, { recursive: true, force: true });
});

type Outcome = { status?: number; connection?: string; error?: string; reusedSocket?: boolean; at: number };

function get(agent: http.Agent, url: string): Promise<Outcome> {
  return new Promise((resolve) => {
    const req = http.get(`${url}/api/health`, { agent }, (res) => {
      res.resume();
      res.on('end', () => resolve({ status: res.statusCode, connection: String(res.headers.connection), at: Date.now() }));
    });
    req.on('error', (err: NodeJS.ErrnoException) => resolve({ error: err.code ?? err.message, reusedSocket: req.reusedSocket, at: Date.now() }));
  });
}

describe('SIGTERM', () => {
  it('stops taking connections, closes keep-alive ones, lets a running write finish, and exits within the timeout', async () => {
    dataDir = fs.mkdtempSync(path.join(os.tmpdir(), 'club-stop-'));
    server = await startChildServer(dataDir, { SHUTDOWN_TIMEOUT_MS: '5000' });
    const { url } = server;
    const agent = new http.Agent({ keepAlive: true, maxSockets: 8 });

    // A contact message whose body is half sent when the signal comes.
    let slowRest = () => {};
    const body = JSON.stringify({ name: 'Rafi', email: 'rafi@example.org', subject: 'Still arriving', message: 'Half of this comes after SIGTERM.' });
    const slow = new Promise<Outcome>((resolve) => {
      const req = http.request(
        `${url}/api/contact`,
        { method: 'POST', headers: { 'Content-Type': 'application/json', 'Content-Length': Buffer.byteLength(body), Origin: url } },
        (res) => {
          res.resume();
          res.on('end', () => resolve({ status: res.statusCode, connection: String(res.headers.connection), at: Date.now() }));
        },
      );
      req.on('error', (err: NodeJS.ErrnoException) => resolve({ error: err.code, at: Date.now() }));
      req.write(body.slice(0, 20));
      slowRest = () => req.end(body.slice(20));
    });

    let stopping = false;
    const outcomes: Outcome[] = [];
    const loops = Array.from({ length: 8 }, async () => {
      for (;;) {
        const o = await get(agent, url);
        outcomes.push(o);
        if (o.error && stopping) return;
      }
    });
    // Traffic is flowing: every client has had answers.
    while (outcomes.filter((o) => o.status === 200).length < 40) await new Promise((r) => setTimeout(r, 20));

    const signalledAt = Date.now();
    stopping = true;
    server.process.kill('SIGTERM');
    // The write's body arrives once the stop has begun: new connections are refused by then.
    for (;;) {
      const probe = await get(new http.Agent(), url);
      if (probe.error === 'ECONNREFUSED') break;
    }
    slowRest();
    const write = await slow;
    await Promise.all(loops);
    const code = await server.exited;
    const exitedAt = Date.now();
    agent.destroy();

    expect(write.status, 'the write that was running when the stop began').toBe(201);
    expect(write.connection).toBe('close');
    expect(exitedAt - signalledAt).toBeLessThan(5_000 + 2_000);
    expect(code).toBe(0);
    // A request the server never read (sent on a connection it was closing as idle, which Node
    // reports as reusedSocket + ECONNRESET) or could not connect: never started. Nothing else failed.
    const started = outcomes.filter((o) => !(o.error === 'ECONNREFUSED' || (o.reusedSocket && o.error === 'ECONNRESET')));
    expect(started.filter((o) => o.status !== 200)).toEqual([]);
    // It stopped answering at once: at most one answer per open connection after the signal.
    expect(started.filter((o) => o.at > signalledAt + 50).length).toBeLessThanOrEqual(8);
  }, 60_000);
});

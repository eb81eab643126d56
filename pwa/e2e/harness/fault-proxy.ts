import http from 'node:http';
import type { AddressInfo } from 'node:net';

/** What the proxy does to one API request. */
export type Fault = 'pass' | 'drop-before' | 'drop-after' | 'error-5xx' | 'slow';

export interface FaultProxy {
  url: string;
  /** Where requests go, in turn (a round-robin load balancer over several servers); changes when one is restarted on another port. */
  setTargets: (urls: string[]) => void;
  /** Chooses the fault of each /api request; `() => 'pass'` turns faults off. */
  setPicker: (pick: () => Fault) => void;
  counts: Record<Fault | 'unreachable', number>;
  close: () => Promise<void>;
}

/**
 * The origin the browser sees, in front of the real server: it passes requests through, or drops
 * the connection before the server saw the request, or after the server answered (the answer is
 * lost), or answers 503 itself, or delays the request. When the server is down (killed) it
 * answers 502. With several servers it sends requests to each in turn, as a load balancer without
 * sticky sessions would. Requests marked `x-harness-control` (the harness signing users in and out) and
 * everything outside /api pass untouched.
 */
export async function startFaultProxy(initialTargets: string[]): Promise<FaultProxy> {
  let targets = initialTargets.map((u) => new URL(u));
  let turn = 0;
  let pick: () => Fault = () => 'pass';
  const counts: FaultProxy['counts'] = { pass: 0, 'drop-before': 0, 'drop-after': 0, 'error-5xx': 0, slow: 0, unreachable: 0 };

  const server = http.createServer((req, res) => {
    const control = req.headers['x-harness-control'] === '1';
    const fault: Fault = !control && req.url?.startsWith('/api/') ? pick() : 'pass';
    counts[fault]++;
    if (fault === 'drop-before') {
      req.socket.destroy();
      return;
    }
    if (fault === 'error-5xx') {
      req.resume();
      res.writeHead(503, { 'content-type': 'application/json', 'retry-after': '1' }).end('{"message":"Injected fault","code":"unavailable"}');
      return;
    }
    const forward = () => {
      const target = targets[turn++ % targets.length];
      const upstream = http.request(
        // The Host header stays the proxy's: to the server the browser's Origin is its own.
        { host: target.hostname, port: target.port, method: req.method, path: req.url, headers: req.headers },
        (answer) => {
          if (fault === 'drop-after') {
            answer.resume();
            answer.on('end', () => req.socket.destroy());
            return;
          }
          res.writeHead(answer.statusCode ?? 502, answer.headers);
          answer.pipe(res);
        },
      );
      upstream.on('error', () => {
        counts.unreachable++;
        if (!res.headersSent) res.writeHead(502, { 'content-type': 'application/json' }).end('{"message":"The server is down","code":"unavailable"}');
        else res.destroy();
      });
      req.pipe(upstream);
    };
    if (fault === 'slow') setTimeout(forward, 500 + Math.floor(Math.random() * 2000));
    else forward();
  });
  server.keepAliveTimeout = 1000;
  await new Promise<void>((resolve) => server.listen(0, '127.0.0.1', resolve));
  const { port } = server.address() as AddressInfo;
  return {
    url: `http://127.0.0.1:${port}`,
    setTargets: (urls) => void (targets = urls.map((u) => new URL(u))),
    setPicker: (p) => void (pick = p),
    counts,
    close: () =>
      new Promise<void>((resolve) => {
        server.closeAllConnections();
        server.close(() => resolve());
      }),
  };
}

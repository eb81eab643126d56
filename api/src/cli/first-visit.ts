/**
 * What a first visit of a page costs on the wire, everything the service worker fetches included:
 * Chromium (the system's, through Playwright) opens the page in a fresh profile as an English
 * reader, waits until the service worker is activated (its precache is then complete) and the
 * network is quiet, and the bytes are counted on the TCP connections between the browser and the
 * server (headers and bodies as sent, compressed where the server compressed them). Used by
 * `npm run bench` and `npm run bench:first-visit`.
 */
import net from 'node:net';
import { chromium } from '@playwright/test';
import { CHROMIUM_ARGS, CHROMIUM_PATH } from './chromium';

export interface FirstVisit {
  path: string;
  /** Bytes the server sent to the browser (headers included). */
  bytes: number;
  /** Of those, the responses' header blocks (HTTP/1.1, uncompressed). */
  headerBytes: number;
  requests: number;
  /** Of those, the requests the service worker made (its script, its precache, its runtime fetches). */
  workerRequests: number;
  /** The browser's own sum of the responses' sizes, of the page's requests and of the worker's. */
  pageBytes: number;
  workerBytes: number;
  /** The biggest responses, as the browser reports their sizes (body, compressed, and headers). */
  biggest: Array<{ url: string; bytes: number; byWorker: boolean }>;
}

/**
 * Splits one connection's response bytes into header blocks and bodies (HTTP/1.1: Content-Length or
 * chunked; 304 and 204 have no body). Over HTTP/2, as behind the deployed proxy, repeated headers
 * shrink to a few bytes each, so the bodies are also given on their own.
 */
function responseMeter(onHeaders: (n: number) => void) {
  let pending = Buffer.alloc(0);
  let bodyLeft = 0;
  let chunked = false;
  return (data: Buffer) => {
    pending = Buffer.concat([pending, data]);
    for (;;) {
      if (bodyLeft > 0) {
        const take = Math.min(bodyLeft, pending.length);
        bodyLeft -= take;
        pending = pending.subarray(take);
        if (bodyLeft > 0) return;
        continue;
      }
      if (chunked) {
        const line = pending.indexOf('\r\n');
        if (line < 0) return;
        const size = parseInt(pending.subarray(0, line).toString('latin1'), 16);
        pending = pending.subarray(line + 2);
        if (size === 0) {
          chunked = false;
          bodyLeft = 2; // the last chunk's blank line (no trailers here)
        } else bodyLeft = size + 2;
        continue;
      }
      const end = pending.indexOf('\r\n\r\n');
      if (end < 0) return;
      const head = pending.subarray(0, end).toString('latin1');
      onHeaders(end + 4);
      pending = pending.subarray(end + 4);
      const status = Number(head.split(' ')[1]);
      const length = /\r\ncontent-length:\s*(\d+)/i.exec(head);
      chunked = status !== 304 && status !== 204 && /\r\ntransfer-encoding:\s*chunked/i.test(head);
      bodyLeft = status === 304 || status === 204 || chunked ? 0 : Number(length?.[1] ?? 0);
    }
  };
}

/** A TCP proxy in front of `target` that counts the bytes going back to the browser, and of those the headers. */
async function countingProxy(target: URL) {
  let bytes = 0;
  let headerBytes = 0;
  const sockets = new Set<net.Socket>();
  const server = net.createServer((client) => {
    const upstream = net.connect(Number(target.port), target.hostname);
    for (const s of [client, upstream]) {
      sockets.add(s);
      s.on('close', () => sockets.delete(s));
      s.on('error', () => s.destroy());
    }
    const meter = responseMeter((n) => (headerBytes += n));
    upstream.on('data', (d: Buffer) => {
      bytes += d.length;
      meter(d);
    });
    client.pipe(upstream);
    upstream.pipe(client);
  });
  await new Promise<void>((resolve) => server.listen(0, '127.0.0.1', resolve));
  const { port } = server.address() as net.AddressInfo;
  return {
    url: `http://127.0.0.1:${port}`,
    bytes: () => bytes,
    headerBytes: () => headerBytes,
    close: () => {
      for (const s of sockets) s.destroy();
      return new Promise<void>((resolve) => server.close(() => resolve()));
    },
  };
}

export async function measureFirstVisit(base: string, pagePath = '/'): Promise<FirstVisit> {
  const proxy = await countingProxy(new URL(base));
  const browser = await chromium.launch({ executablePath: CHROMIUM_PATH, args: CHROMIUM_ARGS });
  try {
    const context = await browser.newContext({ serviceWorkers: 'allow', locale: 'en-US', viewport: { width: 360, height: 740 } });
    const sizes: Array<Promise<{ url: string; bytes: number; byWorker: boolean }>> = [];
    context.on('requestfinished', (request) => {
      sizes.push(
        request.sizes().then((s) => ({
          url: new URL(request.url()).pathname,
          bytes: s.responseBodySize + s.responseHeadersSize,
          byWorker: request.serviceWorker() !== null,
        })),
      );
    });
    const page = await context.newPage();
    await page.goto(proxy.url + pagePath, { waitUntil: 'load' });
    // The worker registers once the page is idle; `ready` settles when it is activated, that is
    // once its precache is complete.
    await page.evaluate('navigator.serviceWorker.ready.then(() => true)'); // (a string: the Node side has no DOM types)
    await page.waitForLoadState('networkidle');
    const rows = await Promise.all(sizes);
    await context.close();
    return {
      path: pagePath,
      bytes: proxy.bytes(),
      headerBytes: proxy.headerBytes(),
      requests: rows.length,
      workerRequests: rows.filter((r) => r.byWorker).length,
      pageBytes: rows.filter((r) => !r.byWorker).reduce((n, r) => n + r.bytes, 0),
      workerBytes: rows.filter((r) => r.byWorker).reduce((n, r) => n + r.bytes, 0),
      biggest: rows.sort((a, b) => b.bytes - a.bytes).slice(0, Number(process.env.FIRST_VISIT_LIST ?? 8)),
    };
  } finally {
    await browser.close();
    await proxy.close();
  }
}

export function printFirstVisit(v: FirstVisit): void {
  const kib = (n: number) => (n / 1024).toFixed(1);
  console.log(
    `\nfirst visit of ${v.path} (English, service worker activated): ${kib(v.bytes)} KiB on the wire, ${v.requests} requests (${v.workerRequests} by the service worker)`,
  );
  console.log(`  of which headers ${kib(v.headerBytes)} KiB (HTTP/1.1); bodies ${kib(v.bytes - v.headerBytes)} KiB`);
  console.log(`  as the browser counts them: the page's requests ${kib(v.pageBytes)} KiB, the service worker's ${kib(v.workerBytes)} KiB; the biggest:`);
  for (const r of v.biggest) console.log(`  ${kib(r.bytes).padStart(7)} KiB  ${r.byWorker ? 'worker' : 'page  '}  ${r.url}`);
}

import type { IncomingMessage, Server, ServerResponse } from 'node:http';

/**
 * How the process stops (SIGTERM from systemd, a deploy, a load balancer): it takes no new
 * connection, answers what still arrives on open keep-alive connections with `Connection: close`
 * (the client then opens a new connection, to another process), lets the requests already running
 * finish, and closes each connection as it falls idle. After `timeoutMs` whatever is left is cut.
 * Without this, `server.close()` waits for keep-alive clients that never go away.
 */
export function gracefulStop(server: Server): (timeoutMs: number) => Promise<void> {
  let stopping = false;
  server.on('request', (_req: IncomingMessage, res: ServerResponse) => {
    const writeHead = res.writeHead;
    // Decided when the answer's head is written, not when the request came: one that was running
    // when the stop began closes its connection too.
    res.writeHead = function (this: ServerResponse, ...args: Parameters<ServerResponse['writeHead']>) {
      if (stopping && !this.headersSent) this.setHeader('Connection', 'close');
      return writeHead.apply(this, args);
    } as ServerResponse['writeHead'];
    res.once('finish', () => {
      if (stopping) setImmediate(() => server.closeIdleConnections());
    });
  });
  return async (timeoutMs) => {
    stopping = true;
    const closed = new Promise<void>((resolve) => server.close(() => resolve()));
    server.closeIdleConnections();
    let timer: NodeJS.Timeout | undefined;
    await Promise.race([closed, new Promise<void>((resolve) => (timer = setTimeout(resolve, timeoutMs)))]);
    clearTimeout(timer);
    server.closeAllConnections();
  };
}

import pino, { type DestinationStream } from 'pino';

/** One request, as its log line has it: never a body, a query string, a cookie or a secret in a path. */
export interface RequestLine {
  reqId: string;
  method: string;
  /** The route's pattern for API calls (`/api/calendar/:token.ics`: the token stays out), else the path. */
  path: string;
  status: number;
  ms: number;
  userId?: number;
}

export interface Logger {
  info: (msg: string, extra?: unknown) => void;
  /** A fault: `extra` is the error (its stack is logged), with the request id when there is one. */
  error: (msg: string, extra?: unknown, reqId?: string) => void;
  /** The one line per request (middleware/request-log.ts). */
  request?: (line: RequestLine) => void;
}

/**
 * The server's log: one JSON line per event on stdout (pino), with `time` (ISO), `level` and
 * `msg`; a person reads it with `npm start | npx pino-pretty` or `jq`. `silent` logs nothing,
 * `error` only faults, `info` also every request and what the server did (demo content added).
 */
export function createLogger(level: 'silent' | 'error' | 'info', destination?: DestinationStream): Logger {
  const options = { level, base: undefined, timestamp: pino.stdTimeFunctions.isoTime };
  const log = destination ? pino(options, destination) : pino(options);
  return {
    info: (msg, extra) => (extra === undefined ? log.info(msg) : log.info({ extra }, msg)),
    error: (msg, extra, reqId) => log.error({ ...(reqId && { reqId }), ...(extra instanceof Error ? { err: extra } : extra !== undefined && { extra }) }, msg),
    request: (line) => log.info(line, 'request'),
  };
}

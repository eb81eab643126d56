import crypto from 'node:crypto';
import zlib from 'node:zlib';
import type { Knex } from 'knex';
import type { Context, Middleware } from 'koa';
import type { AppState } from '../middleware/auth';
import { answerSameForEveryone, NO_STORE } from '../middleware/cache-policy';
import { actorOf } from '../policies/actor';
import { listAudience, type ListAudience } from '../policies/lists.policy';
import type { ListPageQuery } from '../../../shared/api/list-pages';
import { isPaged, pageOf, type ListPaging } from './list-pages';

const WRITES = new Set(['POST', 'PUT', 'PATCH', 'DELETE']);
const VERSION = 'lists';

/**
 * How long a process trusts the version it read: a write made by this process is seen at once
 * (it forgets the version when it bumps it); one made by another process within this time.
 */
const VERSION_TTL_MS = 1000;

const readVersion = async (db: Knex) => String((await db('data_versions').where({ name: VERSION }).first('version'))?.version ?? 0);

interface Cached {
  version: string;
  /** The answer as loaded: pages (list-pages.ts) are cut from it. */
  value: unknown;
  json: string;
  etag: string;
  /** Compressed once, sent to every browser that accepts it (koa-compress leaves encoded bodies alone). */
  br?: Buffer;
  gzip?: Buffer;
}

export type { ListAudience };

/** How a list pages and what the caller asked for. */
export interface ListPages<T> {
  paging: ListPaging<T>;
  query: ListPageQuery;
}

/** Pages kept per process (the first pages everyone asks for); forgotten all at once when full. */
const MAX_CACHED_PAGES = 500;

/** A list's loader: what the list holds for an audience (each entity's policy says what that is). */
export type ListLoader = (audience: ListAudience) => Promise<unknown>;

export interface ListCache {
  /** The list's serialised body and ETag for an audience, made again only after a write. */
  get: (db: Knex, name: string, audience: ListAudience, load: ListLoader) => Promise<{ json: string; etag: string; value: unknown }>;
  /**
   * Answers a list GET (see listCache) with the caller's audience's version: the audience comes
   * from the lists policy and is handed to `load`, so the list and its cache key never disagree.
   * With `pages`, a query asking for a page or a filter gets that (cut from the cached list).
   */
  /** A list's answer for a query: the whole (cached) answer, or a page or a filtered list cut from it (`cut`). */
  answerFor: <T>(
    db: Knex,
    name: string,
    audience: ListAudience,
    load: ListLoader,
    pages?: ListPages<T>,
  ) => Promise<{ json: string; etag: string; value: unknown; cut: boolean }>;
  send: <T>(ctx: Context & { state: AppState }, name: string, load: ListLoader, pages?: ListPages<T>) => Promise<void>;
  /** Moves the data version on: every cached list (in every process) is made again on its next GET. */
  bump: (db: Knex) => Promise<void>;
  /** After every successful write under /api: bump, inside the write's transaction when it has one. */
  bumpOnWrite: Middleware<AppState>;
}

/** A page or a filtered list: serialised and hashed per request (small), compressed by koa-compress. */
function pageAnswer(whole: Cached, value: unknown): Cached {
  const json = JSON.stringify(value);
  return { version: whole.version, value, json, etag: `W/"${crypto.createHash('sha1').update(json).digest('base64url')}"` };
}

/**
 * One process's cache of list answers: while the data version is unchanged, a matching
 * If-None-Match gets a 304 without any query or serialising; otherwise the cached bytes
 * (compressed once). On a miss the list is loaded, serialised and hashed once.
 */
export function listCache(): ListCache {
  const cache = new Map<string, Cached>();
  let known: { version: string; at: number } | null = null;
  const currentVersion = async (db: Knex) => {
    if (known && Date.now() - known.at < VERSION_TTL_MS) return known.version;
    const version = await readVersion(db);
    known = { version, at: Date.now() };
    return version;
  };
  const bump = async (db: Knex) => {
    known = null;
    await db('data_versions').where({ name: VERSION }).increment('version', 1);
    known = null;
  };
  const bumpOnWrite: Middleware<AppState> = async (ctx, next) => {
    await next();
    if (WRITES.has(ctx.method) && ctx.status < 400 && ctx.path.startsWith('/api/') && !ctx.path.startsWith('/api/auth/log') && ctx.path !== '/api/logout') {
      await bump(ctx.state.db);
    }
  };
  const get = async (db: Knex, name: string, audience: ListAudience, load: ListLoader): Promise<Cached> => {
    const key = `${name}:${audience}`;
    const version = await currentVersion(db);
    let hit = cache.get(key);
    if (!hit || hit.version !== version) {
      const value = await load(audience);
      const json = JSON.stringify(value);
      hit = { version, value, json, etag: `W/"${crypto.createHash('sha1').update(json).digest('base64url')}"` };
      cache.set(key, hit);
    }
    return hit;
  };
  const pageCache = new Map<string, Cached>();
  const cutOrWhole = async <T>(
    db: Knex,
    name: string,
    audience: ListAudience,
    load: ListLoader,
    pages?: ListPages<T>,
  ): Promise<{ hit: Cached; cut: boolean }> => {
    const whole = await get(db, name, audience, load);
    if (!pages) return { hit: whole, cut: false };
    const { paging, query } = pages;
    if (!(isPaged(query) || !!query.category || !!query.q || !!paging.narrows)) return { hit: whole, cut: false };
    const key = `${name}:${audience}:${JSON.stringify(query)}`;
    let hit = pageCache.get(key);
    if (!hit || hit.version !== whole.version) {
      if (pageCache.size >= MAX_CACHED_PAGES) pageCache.clear();
      hit = pageAnswer(whole, pageOf(whole.value, paging, query));
      pageCache.set(key, hit);
    }
    return { hit, cut: true };
  };
  const answerFor: ListCache['answerFor'] = async (...args) => {
    const { hit, cut } = await cutOrWhole(...args);
    return { json: hit.json, etag: hit.etag, value: hit.value, cut };
  };
  const send: ListCache['send'] = async (ctx, name, load, pages) => {
    const audience = listAudience(ctx.state.actor ?? actorOf(ctx.state.user));
    const { hit, cut: filtered } = await cutOrWhole(ctx.state.db, name, audience, load, pages);
    ctx.set('ETag', hit.etag);
    // The public version is every visitor's (a participant's too): browsers may keep it. An admin's
    // or a member's holds what visitors do not see (pending items, members-only parts).
    if (audience === 'public') answerSameForEveryone(ctx);
    else ctx.set('Cache-Control', NO_STORE);
    const candidates = ctx
      .get('If-None-Match')
      .split(',')
      .map((t) => t.trim().replace(/^W\//, ''));
    if (candidates.includes(hit.etag.replace(/^W\//, '')) || candidates.includes('*')) {
      ctx.status = 304;
      return;
    }
    ctx.type = 'application/json';
    ctx.vary('Accept-Encoding');
    if (filtered) {
      ctx.body = hit.json;
      return;
    }
    const encoding = hit.json.length >= 1024 ? ctx.acceptsEncodings('br', 'gzip', 'identity') : 'identity';
    if (encoding === 'br') {
      hit.br ??= zlib.brotliCompressSync(hit.json, { params: { [zlib.constants.BROTLI_PARAM_QUALITY]: 9 } });
      ctx.set('Content-Encoding', 'br');
      ctx.body = hit.br;
    } else if (encoding === 'gzip') {
      hit.gzip ??= zlib.gzipSync(hit.json, { level: 9 });
      ctx.set('Content-Encoding', 'gzip');
      ctx.body = hit.gzip;
    } else {
      ctx.body = hit.json;
    }
  };
  return { get, answerFor, send, bump, bumpOnWrite };
}

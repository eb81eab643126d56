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
import { changedIds, deltaEtag, listVersion, LOGGED_LISTS, patchRows, prunedThrough } from './list-changes';
import type { ListOrder } from '../../../shared/list-order';

const WRITES = new Set(['POST', 'PUT', 'PATCH', 'DELETE']);
const VERSION = 'lists';

/**
 * How long a process trusts the version it read: a write made by this process is seen at once
 * (it forgets the version when it bumps it); one made by another process within this time.
 */
const VERSION_TTL_MS = 1000;

const readVersion = async (db: Knex) => String((await db('data_versions').where({ name: VERSION }).first('version'))?.version ?? 0);

type Row = { id: number };

interface Cached {
  version: string;
  /** The answer as loaded: pages (list-pages.ts) are cut from it. */
  value: unknown;
  /** Serialised and hashed when first sent whole (the app asks for pages: a logged list's whole answer may never be). */
  json?: string;
  etag?: string;
  /** A logged list's (list-changes.ts): its rows in list order and the change they are up to. */
  logged?: { seq: number; rows: Row[] };
  /** Compressed once, sent to every browser that accepts it (koa-compress leaves encoded bodies alone). */
  br?: Buffer;
  gzip?: Buffer;
}

export type { ListAudience };

/** How a list pages and what the caller asked for. */
export interface ListPages<T> {
  paging: ListPaging<T>;
  query: ListPageQuery & { since?: number };
  /** How the whole list (what is cached) pages, when `paging` narrows it (past events). */
  whole?: ListPaging<T>;
}

/** Pages kept per process (the first pages everyone asks for); forgotten all at once when full. */
const MAX_CACHED_PAGES = 500;

/**
 * A list's loader: what the list holds for an audience (each entity's policy says what that is);
 * with `ids`, only those of its rows (a logged list's answer is patched with the rows that changed).
 */
export type ListLoader = (audience: ListAudience, ids?: number[]) => Promise<unknown>;

/** More changed rows than this since the cached copy: the list is read again whole. */
const MAX_PATCH = 200;

const jsonOf = (hit: Cached) => (hit.json ??= JSON.stringify(hit.value));
const etagOf = (hit: Cached) => (hit.etag ??= `W/"${crypto.createHash('sha1').update(jsonOf(hit)).digest('base64url')}"`);

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
  /** A logged list's rows as an audience sees them, brought up to its newest change (`whole` says how to read the loader's answer). */
  loggedRows: <T>(db: Knex, name: string, audience: ListAudience, load: ListLoader, whole: ListPaging<T>) => Promise<{ seq: number; rows: T[] }>;
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

/** A logged list's page carries the list's version, from which `?since=` asks for what changed next. */
const withVersion = (value: unknown, whole: Cached) =>
  whole.logged && value && typeof value === 'object' && !Array.isArray(value) ? { ...value, version: whole.logged.seq } : value;

/**
 * One process's cache of list answers: while the data version is unchanged, a matching
 * If-None-Match gets a 304 without any query or serialising; otherwise the cached bytes
 * (compressed once). On a miss the list is loaded, serialised and hashed once.
 */
export function listCache(): ListCache {
  const cache = new Map<string, Cached>();
  let known: { version: string; at: number } | null = null;
  /** Each logged list's version as last read, and the log's pruning point (read with it). */
  const knownSeq = new Map<string, { seq: number; pruned: number; at: number }>();
  const currentVersion = async (db: Knex) => {
    if (known && Date.now() - known.at < VERSION_TTL_MS) return known.version;
    const version = await readVersion(db);
    known = { version, at: Date.now() };
    return version;
  };
  const currentSeq = async (db: Knex, list: string) => {
    const seen = knownSeq.get(list);
    if (seen && Date.now() - seen.at < VERSION_TTL_MS) return seen;
    const [newest, pruned] = await Promise.all([listVersion(db, list), prunedThrough(db)]);
    // A list whose every change was pruned is at the pruning point (everything up to it is told).
    const now = { seq: Math.max(newest, pruned), pruned, at: Date.now() };
    knownSeq.set(list, now);
    return now;
  };
  const forget = () => {
    known = null;
    knownSeq.clear();
  };
  const bump = async (db: Knex) => {
    forget();
    await db('data_versions').where({ name: VERSION }).increment('version', 1);
    forget();
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
      hit = { version, value: await load(audience) };
      cache.set(key, hit);
    }
    return hit;
  };
  /**
   * A logged list's cached copy, brought up to its newest change: the rows changed since the copy
   * are read (only those) and put in their places; read whole the first time, after many changes,
   * or when the log was pruned past the copy.
   */
  const getLogged = async <T>(db: Knex, name: string, audience: ListAudience, load: ListLoader, whole: ListPaging<T>): Promise<Cached> => {
    const key = `${name}:${audience}`;
    const { seq, pruned } = await currentSeq(db, name);
    const hit = cache.get(key);
    const base = hit?.logged;
    if (hit && base && base.seq === seq) return hit;
    let rows: Row[] | null = null;
    if (base && base.seq < seq && base.seq >= pruned) {
      const ids = await changedIds(db, name, base.seq, seq);
      if (ids.length <= MAX_PATCH) {
        const fresh = ids.length ? (whole.rows(await load(audience, ids)) as Row[]) : [];
        rows = patchRows(base.rows, ids, fresh, whole.order as unknown as ListOrder<Row>);
      }
    }
    rows ??= whole.rows(await load(audience)) as Row[];
    const next: Cached = { version: String(seq), value: whole.answer(rows as T[], undefined), logged: { seq, rows } };
    cache.set(key, next);
    return next;
  };
  /** `?since=`: the rows changed after the client's version and the ids gone, or (too far behind, or a version this server never gave) start over. */
  const delta = async <T>(db: Knex, whole: Cached, paging: ListPaging<T>, name: string, audience: ListAudience, since: number): Promise<Cached> => {
    const { seq, rows } = whole.logged!;
    const { pruned } = await currentSeq(db, name);
    const shape = (found: T[], removed: number[], startOver: boolean) => {
      const { nextCursor: _, ...answer } = paging.answer(found, null) as Record<string, unknown>;
      return { ...answer, removed, version: seq, ...(startOver ? { startOver } : {}) };
    };
    let value: unknown;
    if (since > seq || since < pruned) value = shape([], [], true);
    else {
      const ids = since === seq ? [] : await changedIds(db, name, since, seq);
      const byId = new Map(rows.map((r) => [r.id, r]));
      const found = ids.map((id) => byId.get(id)).filter((r): r is Row => !!r) as T[];
      value = shape(
        found,
        ids.filter((id) => !byId.has(id)),
        false,
      );
    }
    // The answer depends on the audience and the version it brings the client to, nothing else:
    // a client sends the ETag of its last answer and gets a 304 while the list has not moved.
    return { version: whole.version, value, json: JSON.stringify(value), etag: deltaEtag(audience, seq) };
  };
  const pageCache = new Map<string, Cached>();
  const cutOrWhole = async <T>(
    db: Knex,
    name: string,
    audience: ListAudience,
    load: ListLoader,
    pages?: ListPages<T>,
  ): Promise<{ hit: Cached; cut: boolean }> => {
    const logged = !!pages && LOGGED_LISTS.has(name);
    const whole = logged ? await getLogged(db, name, audience, load, pages.whole ?? pages.paging) : await get(db, name, audience, load);
    if (!pages) return { hit: whole, cut: false };
    const { paging, query } = pages;
    if (logged && query.since !== undefined) return { hit: await delta(db, whole, pages.whole ?? paging, name, audience, query.since), cut: true };
    if (!(isPaged(query) || !!query.category || !!query.q || !!paging.narrows)) return { hit: whole, cut: false };
    const key = `${name}:${audience}:${JSON.stringify(query)}`;
    let hit = pageCache.get(key);
    if (!hit || hit.version !== whole.version) {
      if (pageCache.size >= MAX_CACHED_PAGES) pageCache.clear();
      const value = pageOf(whole.value, paging, query);
      hit = pageAnswer(whole, isPaged(query) ? withVersion(value, whole) : value);
      pageCache.set(key, hit);
    }
    return { hit, cut: true };
  };
  const answerFor: ListCache['answerFor'] = async (...args) => {
    const { hit, cut } = await cutOrWhole(...args);
    return { json: jsonOf(hit), etag: etagOf(hit), value: hit.value, cut };
  };
  const send: ListCache['send'] = async (ctx, name, load, pages) => {
    const audience = listAudience(ctx.state.actor ?? actorOf(ctx.state.user));
    const { hit, cut: filtered } = await cutOrWhole(ctx.state.db, name, audience, load, pages);
    const etag = etagOf(hit);
    ctx.set('ETag', etag);
    // The public version is every visitor's (a participant's too): browsers may keep it. An admin's
    // or a member's holds what visitors do not see (pending items, members-only parts).
    if (audience === 'public') answerSameForEveryone(ctx);
    else ctx.set('Cache-Control', NO_STORE);
    const candidates = ctx
      .get('If-None-Match')
      .split(',')
      .map((t) => t.trim().replace(/^W\//, ''));
    if (candidates.includes(etag.replace(/^W\//, '')) || candidates.includes('*')) {
      ctx.status = 304;
      return;
    }
    ctx.type = 'application/json';
    ctx.vary('Accept-Encoding');
    const json = jsonOf(hit);
    if (filtered) {
      ctx.body = json;
      return;
    }
    const encoding = json.length >= 1024 ? ctx.acceptsEncodings('br', 'gzip', 'identity') : 'identity';
    if (encoding === 'br') {
      hit.br ??= zlib.brotliCompressSync(json, { params: { [zlib.constants.BROTLI_PARAM_QUALITY]: 9 } });
      ctx.set('Content-Encoding', 'br');
      ctx.body = hit.br;
    } else if (encoding === 'gzip') {
      hit.gzip ??= zlib.gzipSync(json, { level: 9 });
      ctx.set('Content-Encoding', 'gzip');
      ctx.body = hit.gzip;
    } else {
      ctx.body = json;
    }
  };
  const loggedRows: ListCache['loggedRows'] = async (db, name, audience, load, whole) => {
    const { logged } = await getLogged(db, name, audience, load, whole);
    return { seq: logged!.seq, rows: logged!.rows as never[] };
  };
  return {
    loggedRows,
    get: async (...args) => {
      const hit = await get(...args);
      return { json: jsonOf(hit), etag: etagOf(hit), value: hit.value };
    },
    answerFor,
    send,
    bump,
    bumpOnWrite,
  };
}

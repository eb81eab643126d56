import crypto from 'node:crypto';
import type Router from '@koa/router';
import type { Knex } from 'knex';
import { searchApi, type IndexEntry, type IndexType } from '../../../shared/api/search';
import { searchForm } from '../../../shared/text';
import type { RouteDeps } from '../route-deps';
import { apiRouter } from '../lib/router';
import { serve } from '../lib/serve';
import { changedIds, prunedThrough } from '../lib/list-changes';
import type { ListCache } from '../lib/list-cache';
import { answerSameForEveryone } from '../middleware/cache-policy';
import type { AppContext, AppState } from '../middleware/auth';
import { INDEX_SOURCES } from './search.present';

/** The most entries one search answers. */
const MAX_RESULTS = 50;

interface Snapshot {
  /** The index's version: the newest change of any list it reads. */
  version: number;
  parts: Array<{ type: IndexType; list: string; seq: number; entries: Map<number, IndexEntry> }>;
  /** Each entry with its title and its whole text in their search forms, made once per snapshot (not per search). */
  searchable: Array<{ entry: IndexEntry; title: string; text: string }>;
}

/** The index as visitors see it now: each list's cached rows (brought up to its newest change) turned into entries, kept while no list moves. */
function indexReader(lists: ListCache) {
  let last: { key: string; snapshot: Snapshot; json?: string } | null = null;
  const read = async (db: Knex): Promise<{ snapshot: Snapshot; whole: () => string }> => {
    const seen = await Promise.all(INDEX_SOURCES.map((s) => lists.loggedRows(db, s.list, 'public', s.load(db), s.whole)));
    const key = seen.map((s) => s.seq).join(',');
    if (!last || last.key !== key) {
      const parts = INDEX_SOURCES.map((s, i) => ({
        type: s.type,
        list: s.list,
        seq: seen[i].seq,
        entries: new Map(seen[i].rows.map((r) => [r.id, s.entry(r)])),
      }));
      const searchable = parts.flatMap((p) =>
        [...p.entries.values()].map((entry) => {
          const title = searchForm(`${entry.title}\n${entry.titleBn ?? ''}`);
          return { entry, title, text: `${title}\n${searchForm(`${entry.excerpt ?? ''}\n${entry.excerptBn ?? ''}\n${entry.category ?? ''}`)}` };
        }),
      );
      last = { key, snapshot: { version: Math.max(...parts.map((p) => p.seq)), parts, searchable } };
    }
    const current = last;
    const whole = () =>
      (current.json ??= JSON.stringify({ entries: current.snapshot.parts.flatMap((p) => [...p.entries.values()]), version: current.snapshot.version }));
    return { snapshot: current.snapshot, whole };
  };
  return read;
}

/** A 304 when the caller's If-None-Match names this answer. */
function notModified(ctx: AppContext, etag: string): boolean {
  ctx.set('ETag', etag);
  answerSameForEveryone(ctx);
  const asked = ctx
    .get('If-None-Match')
    .split(',')
    .map((t) => t.trim().replace(/^W\//, ''));
  if (!asked.includes(etag.replace(/^W\//, ''))) return false;
  ctx.status = 304;
  return true;
}

/** Search (shared/api/search.ts): the compact index phones keep, and the server's search over it. */
export function searchRoutes({ lists }: RouteDeps): Router<AppState> {
  const router = apiRouter('/api');
  const readIndex = indexReader(lists);

  serve(router, searchApi.index, async (ctx, { query }) => {
    const { db } = ctx.state;
    const { snapshot, whole } = await readIndex(db);
    const { version } = snapshot;
    // Like a list's ?since=: the ETag names the version the answer brings the caller to.
    if (query.since === undefined) {
      const json = whole();
      if (notModified(ctx, `W/"index.${crypto.createHash('sha1').update(json).digest('base64url')}"`)) return;
      ctx.type = 'application/json';
      ctx.body = json;
      return;
    }
    if (notModified(ctx, `W/"index.v${version}"`)) return;
    const since = query.since;
    if (since > version || since < (await prunedThrough(db))) return { entries: [], removed: [], version, startOver: true as const };
    const entries: IndexEntry[] = [];
    const removed: Array<{ type: IndexType; id: number }> = [];
    for (const part of snapshot.parts) {
      if (part.seq <= since) continue;
      for (const id of await changedIds(db, part.list, since, part.seq)) {
        const found = part.entries.get(id);
        if (found) entries.push(found);
        else removed.push({ type: part.type, id });
      }
    }
    return { entries, removed, version };
  });

  serve(router, searchApi.search, async (ctx, { query }) => {
    const { snapshot } = await readIndex(ctx.state.db);
    const words = searchForm(query.q).split(/\s+/).filter(Boolean);
    const scored: Array<{ entry: IndexEntry; score: number }> = [];
    for (const { entry, title, text } of snapshot.searchable) {
      if (query.type && entry.type !== query.type) continue;
      if (!words.every((w) => text.includes(w))) continue;
      scored.push({ entry, score: words.filter((w) => title.includes(w)).length });
    }
    scored.sort((a, b) => b.score - a.score || b.entry.date.localeCompare(a.entry.date));
    answerSameForEveryone(ctx);
    return { entries: scored.slice(0, MAX_RESULTS).map((s) => s.entry) };
  });
  return router;
}

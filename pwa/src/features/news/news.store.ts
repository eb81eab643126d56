/**
 * The news feature's one door to its data: the mirrored article list (Dexie, refreshed once per
 * visit), one article read from the mirror, and the per-visit GET /api/news/:id that counts the
 * read and brings back the fresh read count.
 */
import { useEffect, useState } from 'react';
import { newsApi } from '@shared/api/news';
import type { NewsArticle } from '@shared/schemas/content';
import { ApiError, call, NetworkError } from '@/lib/api-client';
import { laterDb } from '@/lib/first-seconds';
import { useLaterLiveQuery } from '@/lib/later-live-query';
import { searchMirroredList, useMirroredList, type MirroredList } from '@/lib/mirror';
import { useOnline } from '@/lib/use-online';
import { reportNetworkFailure, reportNetworkSuccess } from '@/lib/network';
import { seededArticle } from '@/lib/page-seed';

export function useNewsList(): MirroredList<NewsArticle> {
  return useMirroredList('news');
}

/** How long the search box waits for typing to pause before asking the server. */
const FILTER_PAUSE_MS = 300;

/**
 * Online, a filter on /news (words, a category chip) is also answered by the server: its matching
 * articles join the ones on the device, so the page finds what was never loaded here.
 */
export function useNewsFilterOnServer(filter: { search: string; category: string | null }): void {
  const online = useOnline();
  const q = filter.search.trim();
  const category = filter.category ?? '';
  useEffect(() => {
    if (!online || (q.length < 2 && !category)) return;
    const timer = setTimeout(() => void searchMirroredList('news', { q: q.length >= 2 ? q : undefined, category: category || undefined }), FILTER_PAUSE_MS);
    return () => clearTimeout(timer);
  }, [online, q, category]);
}

/** The id of /news/:id, or null when it cannot be an article id. */
export function parseArticleId(raw: string | undefined): number | null {
  if (!raw || !/^\d{1,15}$/.test(raw)) return null;
  const id = Number(raw);
  return id > 0 ? id : null;
}

/**
 * undefined while IndexedDB is being read, null when the article is not in the mirror; the article
 * the server rendered the page with (lib/page-seed.ts) until the mirror has it.
 */
export function useLocalArticle(id: number | null): NewsArticle | null | undefined {
  const local = useLaterLiveQuery(async (db) => (id === null ? null : ((await db.news.get(id)) ?? null)), [id]);
  return local ?? seededArticle<NewsArticle>(id) ?? local;
}

export type ArticleFetchStatus = 'pending' | 'ok' | 'not-found' | 'offline' | 'error';

/**
 * Fetches one article, stores it in the mirror (fresh read count) and says how it went. A 404
 * removes the local copy: the article is gone or no longer published.
 */
export async function fetchArticle(id: number): Promise<Exclude<ArticleFetchStatus, 'pending'>> {
  try {
    const article = await call(newsApi.get, { params: { id } });
    reportNetworkSuccess();
    // Only what everyone may read stays on the device (an admin may open an unpublished one).
    if (article.status === 'published') await (await laterDb()).news.put(article);
    return 'ok';
  } catch (err) {
    if (err instanceof NetworkError) {
      reportNetworkFailure();
      return 'offline';
    }
    if (err instanceof ApiError && err.status === 404) {
      reportNetworkSuccess();
      await (await laterDb()).news.delete(id);
      return 'not-found';
    }
    console.error('Loading the article failed', err);
    return 'error';
  }
}

/** One request per article at a time (React's development double effects share it). */
const inFlight = new Map<number, Promise<Exclude<ArticleFetchStatus, 'pending'>>>();
function fetchArticleOnce(id: number) {
  const running = inFlight.get(id);
  if (running) return running;
  const p = fetchArticle(id).finally(() => inFlight.delete(id));
  inFlight.set(id, p);
  return p;
}

/** Fetches the article once per visit of its page; the mirror row updates through Dexie. */
export function useArticleRefresh(id: number | null): ArticleFetchStatus {
  const [status, setStatus] = useState<{ id: number | null; value: ArticleFetchStatus }>({ id, value: 'pending' });
  useEffect(() => {
    if (id === null) return;
    let live = true;
    setStatus({ id, value: 'pending' });
    void fetchArticleOnce(id).then((value) => live && setStatus({ id, value }));
    return () => {
      live = false;
    };
  }, [id]);
  return status.id === id ? status.value : 'pending';
}

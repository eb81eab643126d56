/**
 * The search feature's data: the five mirrored lists (so search works offline) and the compact
 * search index (search-index.store.ts), which holds every public item even when the lists loaded
 * only their first pages. Opening search online brings the index up to date (a delta, or a 304);
 * a query online also asks the server's search, whose matches join the index: the results look
 * the same either way, and include what was never loaded here.
 */
import { useEffect, useMemo } from 'react';
import { useTranslation } from 'react-i18next';
import { useMirroredList } from '@/lib/mirror';
import { loadLater } from '@/lib/load-later';
import { useOnline } from '@/lib/use-online';
import { indexItems, toSearchItems, type SearchItem } from './search-index';
import { searchOnServer, syncSearchIndex, useSearchIndex } from './search-index.store';

/** Fewer letters than this are not sent to the server (every row would match). */
const SERVER_QUERY_MIN = 2;

/** `neverLoaded`: this phone holds nothing to search yet (no list, no index) and loading failed: 'Not on this phone yet', not 'No results'. */
export function useSearchItems(query = ''): { items: SearchItem[]; isLoading: boolean; neverLoaded: boolean } {
  const projects = useMirroredList('projects');
  const news = useMirroredList('news');
  const events = useMirroredList('events');
  const gallery = useMirroredList('gallery');
  const members = useMirroredList('members');
  const index = useSearchIndex();
  const lng = useTranslation().i18n.language;
  const online = useOnline();
  const q = query.trim();
  useEffect(() => {
    if (online) void loadLater(syncSearchIndex);
  }, [online]);
  useEffect(() => {
    if (!online || q.length < SERVER_QUERY_MIN) return;
    void loadLater(() => searchOnServer(q));
  }, [online, q]);
  const items = useMemo(() => {
    try {
      const fromLists = toSearchItems(
        { projects: projects.everything, news: news.everything, events: events.everything, gallery: gallery.everything, members: members.everything },
        lng,
      );
      const held = new Set(fromLists.map((i) => `${i.type}-${i.id}`));
      return [...fromLists, ...indexItems(index ?? [], held, lng)];
    } catch (err) {
      console.error('Search failed', err); // §8: logged, and an empty list
      return [];
    }
  }, [projects.everything, news.everything, events.everything, gallery.everything, members.everything, index, lng]);
  const isLoading = [projects, news, events, gallery, members].some((l) => l.isLoading) || index === undefined;
  const lists = [projects, news, events, gallery, members];
  const neverLoaded = lists.every((l) => l.neverLoaded) && index !== undefined && index.length === 0;
  return { items, isLoading, neverLoaded };
}

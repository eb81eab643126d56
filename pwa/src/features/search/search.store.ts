/**
 * The search feature's data: the five mirrored lists (so search works offline), as search items.
 * Online, a query also asks each list's server for its matching rows (`?q=`), which join the rows
 * on the device: the results look the same either way, and include what was never loaded here.
 */
import { useEffect, useMemo } from 'react';
import { useTranslation } from 'react-i18next';
import { searchMirroredList, useMirroredList } from '@/lib/mirror';
import { useOnline } from '@/lib/use-online';
import { toSearchItems, type SearchItem } from './search-index';

/** Fewer letters than this are not sent to the server (every row would match). */
const SERVER_QUERY_MIN = 2;
const SEARCHED = ['projects', 'news', 'events', 'gallery', 'members'] as const;

export function useSearchItems(query = ''): { items: SearchItem[]; isLoading: boolean } {
  const projects = useMirroredList('projects');
  const news = useMirroredList('news');
  const events = useMirroredList('events');
  const gallery = useMirroredList('gallery');
  const members = useMirroredList('members');
  const lng = useTranslation().i18n.language;
  const online = useOnline();
  const q = query.trim();
  useEffect(() => {
    if (!online || q.length < SERVER_QUERY_MIN) return;
    for (const name of SEARCHED) void searchMirroredList(name, { q });
  }, [online, q]);
  const items = useMemo(() => {
    try {
      return toSearchItems(
        { projects: projects.everything, news: news.everything, events: events.everything, gallery: gallery.everything, members: members.everything },
        lng,
      );
    } catch (err) {
      console.error('Search failed', err); // §8: logged, and an empty list
      return [];
    }
  }, [projects.everything, news.everything, events.everything, gallery.everything, members.everything, lng]);
  const isLoading = [projects, news, events, gallery, members].some((l) => l.isLoading);
  return { items, isLoading };
}

/** The search feature's data: the five mirrored lists (so search works offline), as search items. */
import { useMemo } from 'react';
import { useTranslation } from 'react-i18next';
import { useMirroredList } from '@/lib/mirror';
import { toSearchItems, type SearchItem } from './search-index';

export function useSearchItems(): { items: SearchItem[]; isLoading: boolean } {
  const projects = useMirroredList('projects');
  const news = useMirroredList('news');
  const events = useMirroredList('events');
  const gallery = useMirroredList('gallery');
  const members = useMirroredList('members');
  const lng = useTranslation().i18n.language;
  const items = useMemo(() => {
    try {
      return toSearchItems({ projects: projects.items, news: news.items, events: events.items, gallery: gallery.items, members: members.items }, lng);
    } catch (err) {
      console.error('Search failed', err); // §8: logged, and an empty list
      return [];
    }
  }, [projects.items, news.items, events.items, gallery.items, members.items, lng]);
  const isLoading = [projects, news, events, gallery, members].some((l) => l.isLoading);
  return { items, isLoading };
}

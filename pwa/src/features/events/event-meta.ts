/**
 * The page title and social-preview tags of an event's own page (/events/:id), so a shared link
 * shows the event's title, a line about it and its picture.
 */
import type { ClubEvent } from '@shared/schemas/events';
import { CLUB } from '@shared/limits';
import { plainText, truncate } from '@shared/text';
import { META_DESCRIPTION_CHARS, pageOrigin, usePageMeta, type MetaTag } from '@/components/share/page-meta';
import { useLocalized } from '@/lib/localized';
import { useSiteName } from '@/lib/site-settings';

/** The address of an event's page: the one that is shared. */
export const eventUrl = (origin: string, id: number) => `${origin}/events/${id}`;

/** The description, as plain text, cut like an article's (150 characters and an ellipsis). */
export const eventDescriptionOf = (event: Pick<ClubEvent, 'description'>) => truncate(plainText(event.description), META_DESCRIPTION_CHARS, '...');

/** meta description, og:* and the Twitter card; og:image only when the event has a picture. */
export function eventMetaTags(event: Pick<ClubEvent, 'id' | 'title' | 'description' | 'imageUrl'>, origin: string, siteName: string = CLUB.name): MetaTag[] {
  const og = (key: string, content: string): MetaTag => ({ attr: 'property', key, content });
  const description = eventDescriptionOf(event);
  const tags: MetaTag[] = [
    { attr: 'name', key: 'description', content: description },
    og('og:title', event.title),
    og('og:description', description),
    og('og:url', eventUrl(origin, event.id)),
    og('og:type', 'website'),
    og('og:site_name', siteName),
  ];
  if (event.imageUrl) tags.push(og('og:image', new URL(event.imageUrl, origin).href));
  tags.push({ attr: 'name', key: 'twitter:card', content: event.imageUrl ? 'summary_large_image' : 'summary' });
  return tags;
}

/** While the event is shown: title '{title} | {site name}' and its social-preview tags, in the reader's language. */
export function useEventMeta(event: ClubEvent): void {
  const siteName = useSiteName();
  const text = useLocalized();
  const shown = { ...event, title: text(event, 'title'), description: text(event, 'description') };
  usePageMeta(`${shown.title} | ${siteName}`, eventMetaTags(shown, pageOrigin(), siteName));
}

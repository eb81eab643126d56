import { useId } from 'react';
import { useTranslation } from 'react-i18next';
import type { ClubEvent } from '@shared/schemas/events';
import { copyLink, useCanShareNatively, shareNatively, shareUrl, whatsappShareUrl } from '@/components/share/share-links';
import { pageOrigin } from '@/components/share/page-meta';
import { toast } from '@/components/ui/use-toast';
import { useLocalized } from '@/lib/localized';
import { eventDescriptionOf, eventUrl } from '../event-meta';

/**
 * 'Share this event': WhatsApp first (what people here use; a link, so a phone opens the app),
 * then Facebook, then 'Copy link' ('Link copied'), and the device's own share sheet where it has one.
 */
export function EventShare({ event }: { event: ClubEvent }) {
  const { t } = useTranslation('events');
  const id = useId();
  const text = useLocalized();
  const title = text(event, 'title');
  const url = eventUrl(pageOrigin(), event.id);
  const native = useCanShareNatively();
  const onCopy = async () => {
    if (await copyLink(url)) toast({ title: t('share.copied') });
  };
  const btn = 'btn btn-sm btn-outline';
  const external = { target: '_blank', rel: 'noopener noreferrer', className: btn };
  return (
    <section aria-labelledby={`${id}-title`} data-testid="event-share">
      <h2 id={`${id}-title`} className="mb-2 text-lg font-semibold">
        {t('share.title')}
      </h2>
      <ul className="flex flex-wrap gap-2">
        <li>
          <a href={whatsappShareUrl(url, title)} {...external} aria-label={t('share.shareOn', { network: t('share.whatsapp') })}>
            {t('share.whatsapp')}
          </a>
        </li>
        <li>
          <a href={shareUrl('facebook', url, title)} {...external} aria-label={t('share.shareOn', { network: t('share.facebook') })}>
            {t('share.facebook')}
          </a>
        </li>
        <li>
          <button type="button" className={btn} onClick={() => void onCopy()}>
            {t('share.copyLink')}
          </button>
        </li>
        {native && (
          <li>
            <button
              type="button"
              className="btn btn-sm btn-ghost"
              onClick={() => void shareNatively({ title, text: eventDescriptionOf({ description: text(event, 'description') }), url })}
            >
              {t('share.native')}
            </button>
          </li>
        )}
      </ul>
    </section>
  );
}

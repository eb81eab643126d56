import { useTranslation } from 'react-i18next';
import { toast } from '@/components/ui/use-toast';
import { copyLink, openSharePopup, SHARE_NETWORKS, shareNatively, useCanShareNatively, usePageUrl, whatsappShareUrl } from '@/components/share/share-links';

interface ShareButtonsProps {
  title: string;
  text?: string;
  /** Laid out in a row (panel) or a column (sidebar). */
  layout: 'row' | 'column';
}

/** WhatsApp (a link), Facebook, Twitter, LinkedIn (600x400 popups), Copy Link and, where the device has one, its share sheet. */
export function ShareButtons({ title, text, layout }: ShareButtonsProps) {
  const { t } = useTranslation('news');
  const href = usePageUrl();
  const canShare = useCanShareNatively();
  const pageUrl = () => window.location.href;
  const onCopy = async () => {
    if (await copyLink(pageUrl())) toast({ title: t('share.copiedTitle'), description: t('share.copiedText') });
  };
  const btn = `btn btn-sm ${layout === 'column' ? 'btn-block justify-start' : ''}`;
  return (
    <ul className={`flex gap-2 ${layout === 'column' ? 'flex-col' : 'flex-wrap'}`}>
      <li>
        <a
          href={whatsappShareUrl(href, title)}
          target="_blank"
          rel="noopener noreferrer"
          className={`${btn} btn-outline`}
          aria-label={t('share.shareOn', { network: t('share.whatsapp') })}
        >
          {t('share.whatsapp')}
        </a>
      </li>
      {SHARE_NETWORKS.map((network) => (
        <li key={network}>
          <button
            type="button"
            className={`${btn} btn-outline`}
            aria-label={t('share.shareOn', { network: t(`share.${network}`) })}
            onClick={() => openSharePopup(network, pageUrl(), title)}
          >
            {t(`share.${network}`)}
          </button>
        </li>
      ))}
      <li>
        <button type="button" className={`${btn} btn-outline`} onClick={() => void onCopy()}>
          {t('share.copyLink')}
        </button>
      </li>
      {canShare && (
        <li>
          <button type="button" className={`${btn} btn-ghost`} onClick={() => void shareNatively({ title, text, url: pageUrl() })}>
            {t('share.native')}
          </button>
        </li>
      )}
    </ul>
  );
}

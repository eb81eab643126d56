/**
 * Sharing a page (an article, public-site.md §2 News article, §9; an event): WhatsApp first (what
 * people here use; a plain link, so a phone opens the app), Facebook, Twitter and LinkedIn in a
 * 600x400 popup or as links, copy the link, or the device's own share sheet.
 */
import { useHydrated } from '@/lib/use-client-value';
export type ShareNetwork = 'facebook' | 'twitter' | 'linkedin';

export const SHARE_NETWORKS: ShareNetwork[] = ['facebook', 'twitter', 'linkedin'];

export const SHARE_POPUP_FEATURES = 'width=600,height=400';

/** WhatsApp's share link: the title and the page URL as the message. */
export function whatsappShareUrl(pageUrl: string, title: string): string {
  return `https://wa.me/?text=${encodeURIComponent(`${title} ${pageUrl}`)}`;
}

/** Facebook and LinkedIn get the page URL; Twitter the page URL and the title. */
export function shareUrl(network: ShareNetwork, pageUrl: string, title: string): string {
  const u = encodeURIComponent(pageUrl);
  switch (network) {
    case 'facebook':
      return `https://www.facebook.com/sharer/sharer.php?u=${u}`;
    case 'twitter':
      return `https://twitter.com/intent/tweet?url=${u}&text=${encodeURIComponent(title)}`;
    case 'linkedin':
      return `https://www.linkedin.com/sharing/share-offsite/?url=${u}`;
  }
}

export function openSharePopup(network: ShareNetwork, pageUrl: string, title: string): void {
  const popup = window.open(shareUrl(network, pageUrl, title), `share-${network}`, SHARE_POPUP_FEATURES);
  // The sharing site gets no handle on this page.
  if (popup) popup.opener = null;
}

/** Copies the link; false when the clipboard refused. */
export async function copyLink(pageUrl: string): Promise<boolean> {
  try {
    await navigator.clipboard.writeText(pageUrl);
    return true;
  } catch (err) {
    console.error('Copying the link failed', err);
    return false;
  }
}

export const canShareNatively = (): boolean => typeof navigator !== 'undefined' && typeof navigator.share === 'function';

/** The page's address; '' on the server and while the app takes a server-rendered page over, then the real one. */
export const usePageUrl = (): string => (useHydrated() ? window.location.href : '');
/** Whether the device has a share sheet: not on the server nor while the app takes its page over. */
export const useCanShareNatively = (): boolean => useHydrated() && canShareNatively();

/** The device's share sheet; a failure (or the user closing it) is only logged (§8). */
export async function shareNatively(data: { title: string; text?: string; url: string }): Promise<void> {
  try {
    await navigator.share(data);
  } catch (err) {
    console.error('Native share failed', err);
  }
}

/**
 * Share into the app (issue 29 §12): the installed app is a Web Share Target (vite.config.ts
 * manifest `share_target`). A picture shared from the phone's gallery arrives as a POST of
 * `/share-target`; the service worker keeps it in Cache Storage (offline too) and sends the app to
 * `/share` (app/routes/share.tsx), which goes on to the member dashboard's Upload Image, which
 * takes it to crop and send. A visitor is asked to sign in on the way and finds the picture still
 * kept. No React: the service worker uses this too.
 */
export const SHARE_TARGET_PATH = '/share-target';
/** Where a share lands (app/routes/share.tsx), and where it goes on to: the member dashboard with Upload Image open. */
export const SHARE_LANDING = '/share';
export const SHARE_UPLOAD = '/member-dashboard?quick=image';

const CACHE = 'shared-picture';
const KEY = '/shared-picture';
/** A picture shared and never taken is forgotten after a day (it would surprise in a later upload). */
const KEEP_MS = 24 * 60 * 60 * 1000;

/** The service worker's answer to a share: the picture kept, then the app's upload. */
export async function receiveShare(request: Request, origin: string): Promise<Response> {
  try {
    const file = (await request.formData()).get('image');
    if (file instanceof Blob && file.size > 0) {
      const name = file instanceof File ? file.name : 'shared';
      const cache = await caches.open(CACHE);
      await cache.put(
        KEY,
        new Response(file, { headers: { 'Content-Type': file.type, 'X-Name': encodeURIComponent(name), 'X-Shared-At': String(Date.now()) } }),
      );
    }
  } catch {
    // Not a share we can read: the upload opens empty.
  }
  return Response.redirect(new URL(SHARE_LANDING, origin).href, 303);
}

async function take(): Promise<File | null> {
  if (typeof caches === 'undefined') return null;
  const cache = await caches.open(CACHE);
  const kept = await cache.match(KEY);
  if (!kept) return null;
  await cache.delete(KEY);
  if (!(Date.now() - Number(kept.headers.get('X-Shared-At')) < KEEP_MS)) return null;
  const blob = await kept.blob();
  return new File([blob], decodeURIComponent(kept.headers.get('X-Name') ?? 'shared'), { type: blob.type || kept.headers.get('Content-Type') || '' });
}

let taking: Promise<File | null> | null = null;

/** The picture shared into the app and not yet taken, once (a second call at the same time gets the same). Never throws. */
export function takeSharedPicture(): Promise<File | null> {
  taking ??= take()
    .catch(() => null)
    .finally(() => setTimeout(() => (taking = null), 1000));
  return taking;
}

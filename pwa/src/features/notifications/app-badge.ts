/**
 * The installed app's icon badge (Badging API, where the phone has one): the unread count, or none
 * at zero. The service worker sets it too when a push carries the count (lib/push-worker.ts).
 */
export function showUnreadOnAppBadge(count: number): void {
  if (typeof navigator === 'undefined' || !('setAppBadge' in navigator)) return;
  // Refused (the app not installed, no permission): the icon simply shows no number.
  const shown = count > 0 ? navigator.setAppBadge(count) : navigator.clearAppBadge();
  void shown.catch(() => undefined);
}

/**
 * Whose writes a tab makes, and whose writes a replay may send.
 *
 * A new write carries the user this tab shows (the form was filled in as them). A replay pass
 * sends for the user last told to any tab's outbox or the worker's: the browser has one session
 * cookie for all its tabs, so when tab B signs out and in as someone else, tab A (which has not
 * noticed yet) must not send the first user's writes with the second user's cookie. That user is
 * kept in Dexie and read at the start of each pass. The server checks it as well: every write
 * names its author (X-Expected-User, outbox-send.ts).
 */
import { db } from './db';
import { getTabUser, setTabUserValue } from './tab-user';

export { getTabUser, subscribeTabUser } from './tab-user';

/** The `meta` row holding the user key last told to any outbox on this device. */
const SENDER_ROW = 'outbox:user';

let told: Promise<unknown> = Promise.resolve();

/** Remembers who is signed in, for this tab and for every sender on the device; true when this tab's user changed. */
export function setTabUser(next: string): boolean {
  // Written even when this tab already knew: another tab may have told the device someone else since.
  told = db.meta.put({ key: SENDER_ROW, value: next }).catch(() => undefined);
  return setTabUserValue(next);
}

/** The user whose writes a pass sends now: the device's last word, else this tab's (storage unreadable). */
export async function senderUser(): Promise<string> {
  await told; // this tab's own latest word is stored before it is read back
  try {
    const row = await db.meta.get(SENDER_ROW);
    return typeof row?.value === 'string' ? row.value : getTabUser();
  } catch {
    return getTabUser();
  }
}

import type { Knex } from 'knex';
import type { PushSubscriptionInput } from '../../../shared/schemas/push';
import { pushRepo } from './push.repo';

const BROWSERS: Array<[RegExp, string]> = [
  [/SamsungBrowser\//, 'Samsung Internet'],
  [/Edg(A|iOS)?\//, 'Edge'],
  [/OPR\/|Opera/, 'Opera'],
  [/Firefox\/|FxiOS\//, 'Firefox'],
  [/Chrome\/|CriOS\//, 'Chrome'],
  [/Safari\//, 'Safari'],
];
const SYSTEMS: Array<[RegExp, string]> = [
  [/Android/, 'Android'],
  [/iPhone|iPad|iPod/, 'iOS'],
  [/Windows/, 'Windows'],
  [/CrOS/, 'ChromeOS'],
  [/Mac OS X|Macintosh/, 'macOS'],
  [/Linux/, 'Linux'],
];

/** 'Chrome on Android' from a User-Agent header: which device a subscription is, for a person to recognise it. */
export function deviceLabel(userAgent: string): string | null {
  const browser = BROWSERS.find(([re]) => re.test(userAgent))?.[1];
  const system = SYSTEMS.find(([re]) => re.test(userAgent))?.[1];
  return browser && system ? `${browser} on ${system}` : (browser ?? system ?? null);
}

/** This phone's subscription for the signed-in user: saved (taken over from another user), removed, or all of a user's removed. */
export const pushService = {
  subscribe: (db: Knex, userId: number, input: PushSubscriptionInput, userAgent: string) =>
    pushRepo.save(db, { userId, endpoint: input.endpoint, p256dh: input.keys.p256dh, auth: input.keys.auth, deviceLabel: deviceLabel(userAgent) }),

  unsubscribe: (db: Knex, userId: number, endpoint: string) => pushRepo.removeEndpoint(db, userId, endpoint),

  /** 'Sign out everywhere': no phone keeps notifying the user. */
  forgetUser: (db: Knex, userId: number) => pushRepo.removeAllOf(db, userId),
};

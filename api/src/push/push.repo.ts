import type { Knex } from 'knex';
import { nowIso } from '../lib/time';

/** A browser's push subscription, as web-push sends to it. */
export interface PushSubscriptionRow {
  id: number;
  userId: number;
  endpoint: string;
  p256dh: string;
  auth: string;
  deviceLabel: string | null;
  createdAt: string;
  lastSuccessAt: string | null;
}

/** A `push_subscriptions` row as stored (migration push_subscriptions). */
interface SubscriptionRecord {
  id: number;
  user_id: number;
  endpoint: string;
  p256dh: string;
  auth: string;
  device_label: string | null;
  created_at: string;
  last_success_at: string | null;
}

const toSubscription = (r: SubscriptionRecord): PushSubscriptionRow => ({
  id: Number(r.id),
  userId: Number(r.user_id),
  endpoint: r.endpoint,
  p256dh: r.p256dh,
  auth: r.auth,
  deviceLabel: r.device_label,
  createdAt: r.created_at,
  lastSuccessAt: r.last_success_at,
});

/** The settings row that holds a generated VAPID pair on PostgreSQL (never read by GET /api/settings: not a site setting). */
const VAPID_SETTING = 'pushVapidKeys';

export const pushRepo = {
  /**
   * Saves the browser's subscription for the user. The endpoint is unique: saved before by another
   * user (a shared phone), it moves to this one, with the keys the browser has now.
   */
  async save(db: Knex, s: { userId: number; endpoint: string; p256dh: string; auth: string; deviceLabel: string | null }): Promise<void> {
    await db('push_subscriptions')
      .insert({ user_id: s.userId, endpoint: s.endpoint, p256dh: s.p256dh, auth: s.auth, device_label: s.deviceLabel, created_at: nowIso() })
      .onConflict('endpoint')
      .merge(['user_id', 'p256dh', 'auth', 'device_label']);
  },

  listOf: async (db: Knex, userId: number): Promise<PushSubscriptionRow[]> =>
    (await db('push_subscriptions').where({ user_id: userId }).orderBy('id')).map(toSubscription),

  /** This phone's subscription, only when it is the user's (another user's stays). */
  removeEndpoint: (db: Knex, userId: number, endpoint: string) => db('push_subscriptions').where({ user_id: userId, endpoint }).delete(),

  /** Every subscription of the user: 'Sign out everywhere'. */
  removeAllOf: (db: Knex, userId: number) => db('push_subscriptions').where({ user_id: userId }).delete(),

  /** The push service answered that the subscription is gone (404, 410). */
  remove: (db: Knex, id: number) => db('push_subscriptions').where({ id }).delete(),

  delivered: (db: Knex, id: number) => db('push_subscriptions').where({ id }).update({ last_success_at: nowIso() }),

  /** The VAPID pair kept in the database, if one was stored. */
  async storedKeys(db: Knex): Promise<string | undefined> {
    const row: { value: string } | undefined = await db('settings').where({ key: VAPID_SETTING }).first('value');
    return row?.value;
  },

  /** Stores a pair unless another process stored one first (the first one wins; read it back after). */
  async storeKeysOnce(db: Knex, value: string): Promise<void> {
    await db('settings').insert({ key: VAPID_SETTING, value, updated_at: nowIso() }).onConflict('key').ignore();
  },
};

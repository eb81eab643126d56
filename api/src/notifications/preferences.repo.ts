import type { Knex } from 'knex';
import type { ChannelsByKind, NotificationChannel } from '../../../shared/schemas/notification-preferences';
import type { NotificationKind } from '../../../shared/schemas/notifications';

interface PreferenceRow {
  user_id: number;
  kind: NotificationKind;
  channel: NotificationChannel;
}

/** SQL for the table notification_preferences (migration notifications): a row per kind a person chose a channel for. */
export const preferencesRepo = {
  /** The channels the user chose; a kind never chosen is absent (the default applies). */
  async chosen(db: Knex, userId: number): Promise<ChannelsByKind> {
    const rows: PreferenceRow[] = await db('notification_preferences').where({ user_id: userId });
    return Object.fromEntries(rows.map((r) => [r.kind, r.channel]));
  },

  /** Sets these kinds' channels, keeping the others. */
  async save(db: Knex, userId: number, channels: ChannelsByKind): Promise<void> {
    const rows = Object.entries(channels).map(([kind, channel]) => ({ user_id: userId, kind, channel }));
    if (rows.length) await db('notification_preferences').insert(rows).onConflict(['user_id', 'kind']).merge(['channel']);
  },
};

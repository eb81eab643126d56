import type { Knex } from 'knex';
import {
  DEFAULT_CHANNEL,
  kindsFor,
  LINK_INVALID_MESSAGE,
  NOT_SENT_MESSAGE,
  type NotificationChannel,
  type NotificationPreferences,
  type NotificationPreferencesInput,
  type UnsubscribeAnswer,
} from '../../../shared/schemas/notification-preferences';
import type { Role } from '../../../shared/roles';
import { AppError, badRequest } from '../lib/errors';
import { pushRepo } from '../push/push.repo';
import { usersRepo } from '../users/users.repo';
import { preferencesRepo } from './preferences.repo';
import { readUnsubscribeToken } from './unsubscribe-link';

/** Who chooses: the signed-in user's id and role (their role decides which kinds they are told about). */
export interface Chooser {
  id: number;
  role: Role;
}

const UNSUBSCRIBED = 'You will no longer get these notifications by e-mail';

/** Every kind the role is told about, with the channel chosen (else the default: push where subscribed, else e-mail). */
export async function preferencesOf(db: Knex, who: Chooser): Promise<NotificationPreferences> {
  const chosen = await preferencesRepo.chosen(db, who.id);
  return { preferences: Object.fromEntries(kindsFor(who.role).map((kind) => [kind, chosen[kind] ?? DEFAULT_CHANNEL])) };
}

/** Saves the channels given; a kind the role is not told about is refused by name (nothing is saved then). */
export async function savePreferences(db: Knex, who: Chooser, input: NotificationPreferencesInput): Promise<NotificationPreferences> {
  const allowed: readonly string[] = kindsFor(who.role);
  const refused = Object.keys(input).filter((kind) => !allowed.includes(kind));
  if (refused.length) throw badRequest(NOT_SENT_MESSAGE, Object.fromEntries(refused.map((kind) => [kind, NOT_SENT_MESSAGE])));
  await preferencesRepo.save(db, who.id, input);
  return preferencesOf(db, who);
}

/**
 * The mailed one-click unsubscribe: that kind's e-mails stop. With a phone of theirs turned on the
 * kind goes on by push ('push'); without one it is turned 'off' (a 'push' choice would fall back to
 * e-mail). A kind already off stays off.
 */
export async function unsubscribe(db: Knex, secrets: readonly string[], token: string): Promise<UnsubscribeAnswer> {
  const target = readUnsubscribeToken(secrets, token);
  const user = target && (await usersRepo.findById(db, target.userId));
  if (!target || !user) throw new AppError(400, 'link_invalid', LINK_INVALID_MESSAGE);
  const { kind, userId } = target;
  const now = (await preferencesRepo.chosen(db, userId))[kind];
  const channel: NotificationChannel = now !== 'off' && (await pushRepo.listOf(db, userId)).length > 0 ? 'push' : 'off';
  await preferencesRepo.save(db, userId, { [kind]: channel });
  return { message: UNSUBSCRIBED, kind, channel };
}

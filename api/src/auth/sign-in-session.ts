import { type AppContext, sessionOf } from '../middleware/auth';
import type { UserRow } from '../users/users.repo';
import type { knownDevices } from './known-devices';
import { markSignedIn } from './signed-in-marker';

/**
 * Signs this device in as `user` (a password login, a password reset): whatever the session held
 * before is dropped and it gets a fresh id (no fixation), the device is remembered for the
 * account (known-devices.ts) and the page's signed-in marker is set.
 */
export async function signInThisDevice(ctx: AppContext, user: UserRow, devices: ReturnType<typeof knownDevices>): Promise<void> {
  const sess = sessionOf(ctx);
  for (const k of Object.keys(sess)) if (!k.startsWith('_')) delete sess[k];
  sess.userId = user.id;
  sess.signedInAt = Date.now();
  await ctx.session!.regenerate();
  devices.remember(ctx, user.email);
  markSignedIn(ctx);
}

import { useCallback, useEffect, useState } from 'react';
import { pushState, turnPushOff, turnPushOn, type PushState } from '@/lib/push-subscription';

/** What the control shows: where this phone stands, 'checking' until the browser says, 'failed' after an attempt that did not reach the end. */
export type PushStatus = PushState | 'checking' | 'failed';

/** 'Notify me on this phone' for the signed-in user: the state of this phone, and turning it on (after a tap) or off. */
export function usePush(userId: number | undefined) {
  const [status, setStatus] = useState<PushStatus>('checking');
  const [busy, setBusy] = useState(false);

  useEffect(() => {
    if (userId === undefined) return;
    let live = true;
    pushState(userId).then(
      (state) => live && setStatus(state),
      () => live && setStatus('off'),
    );
    return () => {
      live = false;
    };
  }, [userId]);

  const run = useCallback(async (change: () => Promise<PushStatus>) => {
    setBusy(true);
    try {
      setStatus(await change());
    } catch {
      setStatus('failed');
    } finally {
      setBusy(false);
    }
  }, []);

  const turnOn = useCallback(() => (userId === undefined ? Promise.resolve() : run(() => turnPushOn(userId))), [run, userId]);
  const turnOff = useCallback(
    () =>
      run(async () => {
        await turnPushOff();
        return 'off';
      }),
    [run],
  );
  return { status, busy, turnOn, turnOff };
}

/**
 * `submitWrite` (outbox.ts) as features call it: the outbox, and with it the database, loads with
 * the first write rather than with the page, so a first visit's first seconds carry neither (issue 28).
 * Once loaded it is the same function; the service worker precaches it for offline writes.
 */
import type { SubmitResult, Write } from './outbox';
import type { WriteInput, WriteName } from './writes';

export type { SubmitResult };

export function submitWrite<N extends WriteName>(name: N, input: WriteInput<N>, options: Pick<Write, 'image'> = {}): Promise<SubmitResult> {
  return import('./outbox').then((outbox) => outbox.submitWrite(name, input, options));
}

/**
 * Crash points for the crash tests: CLUB_FAULTS='idempotency.after-handler' (or 'name:0.2' for a
 * 20 % chance) makes the process kill itself there with SIGKILL, as a power cut would. Unset in
 * normal use; reading it costs one Set lookup.
 */
const faults = new Map<string, number>(
  (process.env.CLUB_FAULTS ?? '')
    .split(',')
    .filter(Boolean)
    .map((f) => {
      const [name, p] = f.split(':');
      return [name, p === undefined ? 1 : Number(p)];
    }),
);

export function crashPoint(name: string): void {
  const p = faults.get(name);
  if (p !== undefined && Math.random() < p) process.kill(process.pid, 'SIGKILL');
}

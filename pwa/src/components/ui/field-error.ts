/**
 * The first message among a form field's errors. Validators may report plain strings or
 * Standard Schema issues (`{ message }`, as zod schemas do).
 */
export function firstError(errors: readonly unknown[] | undefined): string | undefined {
  for (const e of errors ?? []) {
    if (typeof e === 'string' && e) return e;
    if (e && typeof e === 'object' && 'message' in e && typeof e.message === 'string') return e.message;
    if (Array.isArray(e)) {
      const inner = firstError(e);
      if (inner) return inner;
    }
  }
  return undefined;
}

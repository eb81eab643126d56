import type { ZodType, z } from 'zod';
import { validationError } from '../lib/errors';

/** Parses a value with a shared schema; a failure is a 400 naming each failing field. */
export function parse<S extends ZodType>(schema: S, value: unknown): z.infer<S> {
  const result = schema.safeParse(value ?? {});
  if (!result.success) throw validationError(result.error);
  return result.data;
}

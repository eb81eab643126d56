/** Parsers more than one area's endpoints use. */
import { z } from '../zod';
import { id } from '../schemas/common';

/** `:id` in a path. */
export const idParams = z.object({ id });
/** `:userId` in a path. */
export const userParams = z.object({ userId: id });
/** An answer that only says what happened ('Message deleted successfully'). */
export const done = z.object({ message: z.string() });

import { z } from '../zod';

/**
 * The contact form keeps the validation library's classic default messages, as the spec says
 * ('Required', 'String must contain at least 1 character(s)', 'Invalid email').
 */
const text = (max: number) =>
  z
    .string({ error: (iss) => (iss.input === undefined ? 'Required' : 'Invalid input') })
    .trim()
    .min(1, 'String must contain at least 1 character(s)')
    .max(max, `String must contain at most ${max} character(s)`);

export const contactInput = z.object({
  name: text(200),
  email: z.email({ error: (iss) => (iss.input === undefined ? 'Required' : 'Invalid email') }).trim(),
  subject: text(300),
  message: text(5000),
});
export type ContactInput = z.infer<typeof contactInput>;

export const contactMessage = contactInput.extend({
  id: z.number(),
  createdAt: z.string(),
  userId: z.number().nullable(),
});
export type ContactMessage = z.infer<typeof contactMessage>;

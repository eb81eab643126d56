import { z } from '../zod';
import { LIMITS } from '../limits';
import { LANGUAGES } from '../languages';

const passwordMin = `Password must be at least ${LIMITS.passwordMin} characters`;

/** Login screen (public-site.md §5). */
export const loginInput = z.object({
  email: z.email({ error: 'Please enter a valid email' }).trim().toLowerCase(),
  password: z.string({ error: 'Password is required' }).min(1, 'Password is required').max(256),
});
export type LoginInput = z.infer<typeof loginInput>;

/** Register screen: e-mail, password, first and last name. */
export const registerScreenInput = z.object({
  email: z.email({ error: 'Valid email is required' }).trim().toLowerCase(),
  password: z.string({ error: passwordMin }).min(LIMITS.passwordMin, passwordMin).max(256),
  firstName: z.string({ error: 'First name is required' }).trim().min(1, 'First name is required').max(100),
  lastName: z.string({ error: 'Last name is required' }).trim().min(1, 'Last name is required').max(100),
});
export type RegisterScreenInput = z.infer<typeof registerScreenInput>;

const req = (message: string, max = 200) => z.string({ error: message }).trim().min(1, message).max(max);

/** Join dialog fields as the form holds them (confirmPassword is checked, never sent). */
export const joinFormFields = z.object({
  firstName: req('First name is required', 100),
  lastName: req('Last name is required', 100),
  email: z.email({ error: 'Valid email is required' }).trim().toLowerCase(),
  phone: req('Phone number is required', 40),
  age: req('Age is required', 20),
  address: req('Address is required', 500),
  motivation: req('Please tell us your motivation', 5000),
  password: z.string({ error: passwordMin }).min(LIMITS.passwordMin, passwordMin).max(256),
});
export const joinForm = joinFormFields
  .extend({ confirmPassword: z.string({ error: 'Please confirm your password' }).min(1, 'Please confirm your password') })
  .refine((v) => v.password === v.confirmPassword, { path: ['confirmPassword'], message: 'Passwords do not match' });
export type JoinForm = z.infer<typeof joinForm>;

/**
 * POST /api/auth/register takes the Register screen's payload or the Join dialog's. When any of the
 * Join dialog's extra fields is sent, all of them are required, with the dialog's messages.
 */
const joinExtras = ['phone', 'age', 'address', 'motivation'] as const;
export const registerInput = registerScreenInput
  .extend({
    phone: z.string().trim().max(40).optional(),
    age: z.string().trim().max(20).optional(),
    address: z.string().trim().max(500).optional(),
    motivation: z.string().trim().max(5000).optional(),
    /** The language the page was in: the confirmation mail is written in it. */
    language: z.enum(LANGUAGES).optional(),
  })
  .superRefine((v, ctx) => {
    if (!joinExtras.some((k) => v[k] !== undefined)) return;
    const shape = joinFormFields.shape;
    for (const k of joinExtras) {
      const r = shape[k].safeParse(v[k]);
      if (!r.success) ctx.addIssue({ code: 'custom', path: [k], message: r.error.issues[0].message });
    }
  });
export type RegisterInput = z.infer<typeof registerInput>;

import { z } from '../zod';
import { LIMITS } from '../limits';

const passwordMin = `Password must be at least ${LIMITS.passwordMin} characters`;
/** A token from a link sent by mail (base64url). */
const token = z
  .string({ error: 'The link is incomplete' })
  .trim()
  .min(16, 'The link is incomplete')
  .max(200, 'The link is incomplete')
  .regex(/^[A-Za-z0-9_-]+$/, 'The link is incomplete');

/** Forgot password: the address the link goes to. */
export const forgotPasswordInput = z.object({
  email: z.email({ error: 'Please enter a valid email' }).trim().toLowerCase().max(320),
});
export type ForgotPasswordInput = z.infer<typeof forgotPasswordInput>;

/** Reset password: the link's token and the new password (the registration's rules). */
export const resetPasswordInput = z.object({
  token,
  password: z.string({ error: passwordMin }).min(LIMITS.passwordMin, passwordMin).max(256),
});
export type ResetPasswordInput = z.infer<typeof resetPasswordInput>;

/** Reset password form: the new password twice (confirmPassword is checked, never sent). */
export const resetPasswordForm = z
  .object({
    password: resetPasswordInput.shape.password,
    confirmPassword: z.string({ error: 'Please confirm your password' }).min(1, 'Please confirm your password'),
  })
  .refine((v) => v.password === v.confirmPassword, { path: ['confirmPassword'], message: 'Passwords do not match' });

/** A link from a mail that proves something (an e-mail address, a registration). */
export const tokenInput = z.object({ token });
export type TokenInput = z.infer<typeof tokenInput>;

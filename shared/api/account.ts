/** Getting back into an account and proving its e-mail address: the links sent by mail. */
import { forgotPasswordInput, resetPasswordInput, tokenInput } from '../schemas/account';
import { currentUser } from '../schemas/users';
import { done } from './common';
import { endpoint } from './endpoint';

export const accountApi = {
  /** The same 202 and body whether or not the address has an account (no account enumeration). */
  forgotPassword: endpoint({
    method: 'POST',
    path: '/api/auth/forgot-password',
    access: 'anyone',
    summary: 'Mail a password reset link to the address, if it has an account (always 202, the same body)',
    input: forgotPasswordInput,
    output: done,
  }),
  resetPassword: endpoint({
    method: 'POST',
    path: '/api/auth/reset-password',
    access: 'anyone',
    summary: "Set a new password with a reset link's token: ends every session of the account and signs this device in",
    input: resetPasswordInput,
    output: done.extend({ user: currentUser }),
  }),
  verifyEmail: endpoint({
    method: 'POST',
    path: '/api/auth/verify-email',
    access: 'anyone',
    summary: "Prove an account's e-mail address with the link's token",
    input: tokenInput,
    output: done,
  }),
  resendVerification: endpoint({
    method: 'POST',
    path: '/api/auth/verify-email/resend',
    access: 'signedIn',
    summary: "Mail the signed-in user's e-mail confirmation link again (rate-limited)",
    output: done,
  }),
};

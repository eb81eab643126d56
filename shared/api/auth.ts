/** Signing in, registering and signing out; the signed-in user's language. */
import { z } from '../zod';
import { loginInput, registerInput } from '../schemas/auth';
import { currentUser, languageInput } from '../schemas/users';
import { endpoint } from './endpoint';
import { done } from './common';

/** What signing in or registering answers: the account as GET /api/auth/user gives it. */
const signedIn = done.extend({ user: currentUser });

export const authApi = {
  login: endpoint({
    method: 'POST',
    path: '/api/auth/login',
    access: 'anyone',
    summary: 'Sign in with e-mail and password',
    input: loginInput,
    output: signedIn,
  }),
  register: endpoint({
    method: 'POST',
    path: '/api/auth/register',
    access: 'anyone',
    summary: 'Create an applicant account (the Register screen or the Join dialog), while registrations are open',
    input: registerInput,
    output: signedIn,
  }),
  /** The app's own sign-out without a page load: nothing comes back (204). */
  signOut: endpoint({
    method: 'POST',
    path: '/api/auth/logout',
    access: 'anyone',
    summary: 'Sign out (no page load)',
    output: z.undefined(),
  }),
  signOutEverywhere: endpoint({
    method: 'POST',
    path: '/api/auth/logout-everywhere',
    access: 'signedIn',
    summary: 'End every session of the signed-in user, this one too',
    output: done,
  }),
  language: endpoint({
    method: 'PUT',
    path: '/api/auth/language',
    access: 'signedIn',
    summary: 'Keep the language the signed-in user reads in on the account',
    input: languageInput,
    output: done.extend({ language: languageInput.shape.language }),
  }),
  /** A sign-out link: only a navigation the user made themselves signs out (auth.routes.ts). */
  logoutLink: endpoint({
    method: 'GET',
    path: '/api/logout',
    access: 'anyone',
    summary: 'Sign out when the user navigated here themselves, then home',
    output: 'redirect',
  }),
  /** Where the OpenID Connect provider sends the browser back (GET /api/login started it). */
  callback: endpoint({
    method: 'GET',
    path: '/api/callback',
    access: 'anyone',
    summary: "The OpenID Connect provider's answer: signs in, then to the role's home",
    output: 'redirect',
  }),
};

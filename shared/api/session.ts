/**
 * What the app's first load asks the server: who is signed in, the site settings, and the
 * sign-in and sign-out addresses. No zod here (nor through shared/schemas): the first load must
 * not carry it, so the answers have small hand-written parsers (session.test.ts holds them to
 * the zod schemas of the same answers).
 */
import type { ApplicationStatus, CurrentUser } from '../schemas/users';
import type { SystemSettings } from '../schemas/site-settings';
import { LANGUAGES } from '../languages';
import { ROLES } from '../roles';
import { endpoint, type Parser } from './endpoint';

/** Whether a field's value is of its kind. */
type Check = (value: unknown) => boolean;

const text: Check = (v) => typeof v === 'string';
const number: Check = (v) => typeof v === 'number' && Number.isFinite(v);
const flag: Check = (v) => typeof v === 'boolean';
function nullable(check: Check): Check {
  return (v) => v === null || check(v);
}
function optional(check: Check): Check {
  return (v) => v === undefined || check(v);
}
function oneOf(values: readonly unknown[]): Check {
  return (v) => values.includes(v);
}
function listOf(check: Check): Check {
  return (v) => Array.isArray(v) && v.every(check);
}

const kindOf = (v: unknown) => (v === null ? 'null' : Array.isArray(v) ? 'an array' : typeof v);

/**
 * An object's parser: every field of T checked (the table must name them all), only those kept,
 * as zod's z.object does. Throws naming the first field that does not fit.
 */
function objectOf<T>(name: string, fields: { [K in keyof T]-?: Check }): Parser<T> {
  return {
    parse(value) {
      if (typeof value !== 'object' || value === null || Array.isArray(value)) throw new Error(`${name}: expected an object, got ${kindOf(value)}`);
      const out: Record<string, unknown> = {};
      for (const [key, check] of Object.entries<Check>(fields)) {
        const v = (value as Record<string, unknown>)[key];
        if (!check(v)) throw new Error(`${name}.${key}: unexpected ${kindOf(v)}`);
        if (v !== undefined) out[key] = v;
      }
      return out as T;
    },
  };
}

const APPLICATION_STATUSES: readonly ApplicationStatus[] = ['pending', 'approved', 'rejected'];

/** The signed-in user (shared/schemas/users.ts `currentUser`). */
export const currentUserAnswer = objectOf<CurrentUser>('user', {
  id: number,
  email: text,
  firstName: nullable(text),
  lastName: nullable(text),
  phone: nullable(text),
  role: oneOf(ROLES),
  createdAt: text,
  applicationStatus: oneOf(APPLICATION_STATUSES),
  appliedAt: nullable(text),
  approvedAt: nullable(text),
  age: nullable(text),
  address: nullable(text),
  motivation: nullable(text),
  profileImageUrl: nullable(text),
  permissions: optional(listOf(text)),
  language: optional(nullable(oneOf(LANGUAGES))),
  emailVerified: optional(flag),
});

/** Every system setting, defaults filled in (shared/schemas/site-settings.ts `systemSettings`). */
export const systemSettingsAnswer = objectOf<SystemSettings>('settings', {
  siteName: text,
  siteDescription: text,
  contactEmail: text,
  maintenanceMode: flag,
  allowRegistrations: flag,
  maxFileSize: number,
  contactPhone: text,
  address: text,
  facebookUrl: text,
  whatsappUrl: text,
  telegramUrl: text,
  linkedinUrl: text,
  siteNameBn: text,
  siteDescriptionBn: text,
  addressBn: text,
});

export const sessionApi = {
  user: endpoint({
    method: 'GET',
    path: '/api/auth/user',
    access: 'anyone',
    summary: 'Who is signed in (401 when nobody is)',
    output: currentUserAnswer,
  }),
  settings: endpoint({
    method: 'GET',
    path: '/api/settings',
    access: 'anyone',
    summary: 'Every system setting (all public), defaults filled in',
    output: systemSettingsAnswer,
  }),
  login: endpoint({
    method: 'GET',
    path: '/api/login',
    access: 'anyone',
    summary: 'Sign in with the OpenID Connect provider (to /login when none is configured)',
    output: 'redirect',
  }),
  logout: endpoint({
    method: 'POST',
    path: '/api/logout',
    access: 'anyone',
    summary: "Sign out (the Logout button's form), then home",
    output: 'redirect',
  }),
};

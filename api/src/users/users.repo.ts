import type { Knex } from 'knex';
import { nowIso } from '../lib/time';
import { writeJson } from '../lib/json-column';

export interface UserRow {
  id: number;
  email: string;
  password_hash: string | null;
  first_name: string | null;
  last_name: string | null;
  phone: string | null;
  age: string | null;
  address: string | null;
  motivation: string | null;
  profile_image_url: string | null;
  role: string;
  permissions: string;
  is_active: number | boolean;
  auth_type: string;
  oidc_subject: string | null;
  application_status: string;
  applied_at: string | null;
  approved_at: string | null;
  last_sign_in_at: string | null;
  language: string | null;
  /** When the account proved its e-mail address (null: not proven). */
  email_verified_at: string | null;
  created_at: string;
  updated_at: string;
}

export interface NewUser {
  email: string;
  passwordHash: string | null;
  firstName?: string | null;
  lastName?: string | null;
  phone?: string | null;
  age?: string | null;
  address?: string | null;
  motivation?: string | null;
  profileImageUrl?: string | null;
  role: string;
  permissions?: string[];
  isActive?: boolean;
  authType?: string;
  oidcSubject?: string | null;
  applicationStatus?: string;
  appliedAt?: string | null;
  approvedAt?: string | null;
  /** When the address was proven (a new OIDC account whose provider verified it); null on an e-mail change. */
  emailVerifiedAt?: string | null;
  /** The language the account reads in ('en' or 'bn'); at registration, the one the page was in. */
  language?: string | null;
}

const COLUMNS: Record<string, keyof UserRow> = {
  email: 'email',
  passwordHash: 'password_hash',
  firstName: 'first_name',
  lastName: 'last_name',
  phone: 'phone',
  age: 'age',
  address: 'address',
  motivation: 'motivation',
  profileImageUrl: 'profile_image_url',
  role: 'role',
  isActive: 'is_active',
  authType: 'auth_type',
  oidcSubject: 'oidc_subject',
  applicationStatus: 'application_status',
  appliedAt: 'applied_at',
  approvedAt: 'approved_at',
  emailVerifiedAt: 'email_verified_at',
  language: 'language',
};

function toRow(fields: Partial<NewUser>): Partial<UserRow> {
  const row: Record<string, unknown> = {};
  for (const [k, v] of Object.entries(fields)) {
    if (v === undefined) continue;
    if (k === 'permissions') row.permissions = writeJson(v);
    else if (COLUMNS[k]) row[COLUMNS[k]] = v;
  }
  return row as Partial<UserRow>;
}

export const usersRepo = {
  findById: (db: Knex, id: number) => db<UserRow>('users').where({ id }).first(),
  findByEmail: (db: Knex, email: string) => db<UserRow>('users').where({ email: email.toLowerCase() }).first(),
  findBySubject: (db: Knex, subject: string) => db<UserRow>('users').where({ oidc_subject: subject }).first(),
  list: (db: Knex) => db<UserRow>('users').orderBy('id', 'asc'),
  listByRole: (db: Knex, role: string) => db<UserRow>('users').where({ role }).orderBy('applied_at', 'desc').orderBy('id', 'desc'),
  count: async (db: Knex) => Number((await db('users').count({ n: '*' }).first())?.n ?? 0),

  async insert(db: Knex, user: NewUser): Promise<UserRow> {
    const now = nowIso();
    const row = { permissions: '[]', ...toRow({ ...user, email: user.email.toLowerCase() }), created_at: now, updated_at: now };
    const [inserted] = await db('users').insert(row).returning('id');
    const id = typeof inserted === 'object' ? (inserted as { id: number }).id : (inserted as number);
    return (await this.findById(db, id))!;
  },

  async update(db: Knex, id: number, fields: Partial<NewUser>): Promise<UserRow | undefined> {
    const row = toRow(fields.email ? { ...fields, email: fields.email.toLowerCase() } : fields);
    if (Object.keys(row).length)
      await db('users')
        .where({ id })
        .update({ ...row, updated_at: nowIso() });
    return this.findById(db, id);
  },

  /** Notes a successful sign-in (not a change of the account: updated_at stays). */
  recordSignIn: (db: Knex, id: number) => db('users').where({ id }).update({ last_sign_in_at: nowIso() }),
  /**
   * The account proved `email`, if that is still its address (a link sent to an old address proves
   * nothing). Keeps the first proof's time. Answers whether the account has that address.
   */
  markEmailVerified: async (db: Knex, id: number, email: string): Promise<boolean> =>
    (await db('users')
      .where({ id, email: email.toLowerCase() })
      .update({ email_verified_at: db.raw('coalesce(email_verified_at, ?)', [nowIso()]) })) === 1,
  setLanguage: (db: Knex, id: number, language: string) => db('users').where({ id }).update({ language, updated_at: nowIso() }),

  remove: (db: Knex, id: number) => db('users').where({ id }).delete(),
};

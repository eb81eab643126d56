import type { Knex } from 'knex';

/** The confirmation links an account was sent (rows of account_tokens, auth/account-tokens.ts). */
export const emailVerifyRepo = {
  /** How many confirmation links the account was sent since `since`, and when the first of them was. */
  async linksSince(db: Knex, userId: number, since: string): Promise<{ count: number; first: string | null }> {
    const row = await db('account_tokens')
      .where({ purpose: 'verify-email', user_id: userId })
      .andWhere('created_at', '>', since)
      .count({ n: '*' })
      .min({ first: 'created_at' })
      .first();
    return { count: Number(row?.n ?? 0), first: row?.first == null ? null : String(row.first) };
  },
};

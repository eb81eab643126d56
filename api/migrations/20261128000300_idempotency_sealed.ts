import type { Knex } from 'knex';

/** Writes whose answers carry personal data: a registration (a visitor's with its cancel link), an account, a team profile. */
const PERSONAL_ANSWERS = ['/api/event-registrations%', '/api/users%', '/api/member-profile%'];
/** What such an answer keeps: whether it worked and what it said, nothing about anyone. */
const KEPT = ['message', 'code', 'key', 'fields', 'fieldKeys', 'status', 'position', 'alreadyCancelled'];

/**
 * From now on the idempotency table keeps each answer sealed under the client's key and the key
 * only as an HMAC (api/src/middleware/idempotency-seal.ts). Both need the server secret, which a
 * migration does not have, so rows stored before keep their plain key until they expire (the
 * claim still finds them there), and their answers that carry personal data, the visitors' cancel
 * tokens among them, are cut down here to what holds none. A replay of such a write still gets its
 * status and message, and is still applied once; only the ticket and cancel link are not given again.
 */
export async function up(knex: Knex): Promise<void> {
  const rows: Array<{ id: number; response_body: string }> = await knex('idempotency_keys')
    .whereNotNull('response_body')
    .andWhere((q) => {
      for (const path of PERSONAL_ANSWERS) q.orWhere('path', 'like', path);
    })
    .select('id', 'response_body');
  for (const row of rows) {
    if (row.response_body.startsWith('sealed:')) continue;
    let answer: unknown;
    try {
      answer = JSON.parse(row.response_body);
    } catch {
      answer = null;
    }
    const kept =
      answer && typeof answer === 'object' && !Array.isArray(answer)
        ? Object.fromEntries(KEPT.filter((k) => k in answer).map((k) => [k, (answer as Record<string, unknown>)[k]]))
        : null;
    await knex('idempotency_keys')
      .where({ id: row.id })
      .update({ response_body: kept ? JSON.stringify(kept) : null });
  }
}

export async function down(knex: Knex): Promise<void> {
  // The code before this cannot open a sealed answer (it would fail to parse it): those bodies go.
  // It does not find rows under a hashed key either, so roll back only with no keyed write in flight.
  await knex('idempotency_keys').where('response_body', 'like', 'sealed:%').update({ response_body: null });
}

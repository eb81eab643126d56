import { describe, expect, it } from 'vitest';
import { concretePath, routeTable, WRITE_METHODS } from '../test/route-table';
import { serverForFile } from '../test/fixtures';

const srv = serverForFile();

const deep = (levels: number) => '{"a":'.repeat(levels) + '1' + '}'.repeat(levels);

describe('bodies the API cannot use get a 4xx naming the body, never a 5xx', () => {
  it('a JSON body nested 5,000 deep with an Idempotency-Key, on every write endpoint, as a visitor and as an admin', async () => {
    const admin = (await srv.signedIn('admin')).client;
    const writes = routeTable(srv.db).filter((r) => WRITE_METHODS.includes(r.method) && r.method !== 'DELETE');
    expect(writes.length).toBeGreaterThan(15);
    const failures: string[] = [];
    let n = 0;
    for (const route of writes) {
      for (const client of [srv.client({ 'x-client-id': 'deep-device' }), admin]) {
        const res = await client.request(route.method, concretePath(route.path), deep(5000), { 'idempotency-key': `deep-key-${++n}-aaaa` });
        if (res.status !== 400 || !res.body?.fields?.body) failures.push(`${route.method} ${route.path} -> ${res.status} ${res.text.slice(0, 100)}`);
      }
    }
    expect(failures).toEqual([]);
  });

  it('a body sent as text/plain is a 415 that says to send JSON', async () => {
    const { client } = await srv.signedIn('participant');
    const res = await client.request('POST', '/api/event-registrations', 'participantName=x', { 'content-type': 'text/plain' });
    expect(res.status).toBe(415);
    expect(res.body).toMatchObject({ code: 'unsupported_media_type', message: 'Send the request body as JSON (Content-Type: application/json)' });
    expect(res.body.fields.body).toBeTruthy();
  });

  it.each(['42', 'null', '"text"', '[1,2]', 'true'])('valid JSON that is not an object (%s) must be a JSON object', async (json) => {
    const res = await srv.client().request('POST', '/api/contact', json);
    expect(res.status).toBe(400);
    expect(res.body).toEqual({
      code: 'bad_request',
      message: 'The request body must be a JSON object',
      fields: { body: 'The request body must be a JSON object' },
      key: 'the_request_body_must_be_a_json_object',
      fieldKeys: { body: 'the_request_body_must_be_a_json_object' },
    });
  });

  it('JSON that does not parse is "not valid JSON", naming the body', async () => {
    const res = await srv.client().request('POST', '/api/contact', '{"name": ');
    expect(res.status).toBe(400);
    expect(res.body).toEqual({
      code: 'bad_request',
      message: 'The request body is not valid JSON',
      fields: { body: 'The request body is not valid JSON' },
      key: 'the_request_body_is_not_valid_json',
      fieldKeys: { body: 'the_request_body_is_not_valid_json' },
    });
  });

  it('an ordinary nested body (team members) is still accepted', async () => {
    const res = await srv.client().post('/api/contact', { name: 'A', email: 'a@example.com', subject: 'S', message: 'M' });
    expect(res.status).toBe(201);
  });
});

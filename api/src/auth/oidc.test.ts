import { afterAll, beforeAll, describe, expect, it, vi } from 'vitest';
import { startTestServer, type TestServer } from '../test/test-server';

const ISSUER = 'https://id.example';
const OIDC = { OIDC_ISSUER: ISSUER, OIDC_CLIENT_ID: 'club', OIDC_CLIENT_SECRET: 's3cret' };

/** What the provider's token endpoint was asked: the redirect_uri must be the one of the sign-in. */
const tokenRequests: URLSearchParams[] = [];
let nonceToSign = '';
/** Who the provider says signed in (the ID token's claims besides iss, aud, times and nonce). */
let person: Record<string, unknown> = { sub: 'provider-user-1', email: 'oidc.person@example.com' };

const b64 = (o: object) => Buffer.from(JSON.stringify(o)).toString('base64url');
/** An ID token as a provider answers it from the token endpoint (its signature is not checked there). */
const idToken = (claims: object) => `${b64({ alg: 'RS256', typ: 'JWT' })}.${b64(claims)}.${Buffer.from('sig').toString('base64url')}`;

// A provider without a network: discovery answers fixed metadata and the token endpoint is a fetch stub.
vi.mock('openid-client', async (importOriginal) => {
  const real = await importOriginal<typeof import('openid-client')>();
  return {
    ...real,
    discovery: vi.fn(async (_issuer: URL, clientId: string, secret: string) => {
      const config = new real.Configuration(
        { issuer: ISSUER, authorization_endpoint: `${ISSUER}/authorize`, token_endpoint: `${ISSUER}/token` },
        clientId,
        secret,
      );
      config[real.customFetch] = async (_url, options) => {
        tokenRequests.push(new URLSearchParams(String(options.body)));
        const now = Math.floor(Date.now() / 1000);
        const claims = { iss: ISSUER, aud: clientId, ...person, iat: now, exp: now + 300, nonce: nonceToSign };
        return new Response(JSON.stringify({ access_token: 'at', token_type: 'Bearer', expires_in: 300, id_token: idToken(claims) }), {
          headers: { 'content-type': 'application/json' },
        });
      };
      return config;
    }),
  };
});

let srv: TestServer;
let behindProxy: TestServer;
beforeAll(async () => {
  srv = await startTestServer(OIDC);
  behindProxy = await startTestServer({ ...OIDC, PUBLIC_URL: 'https://club.example.org/' });
});
afterAll(async () => {
  await srv.close();
  await behindProxy.close();
});

/** Where /api/login sends the browser: the provider's authorization URL. */
async function authorizationUrl(server: TestServer, headers: Record<string, string> = {}) {
  const client = server.client();
  const res = await client.get('/api/login', headers);
  expect(res.status).toBe(302);
  return { client, url: new URL(res.headers.get('location')!) };
}

describe('GET /api/login', () => {
  it('without PUBLIC_URL sends the provider our own callback address, with or without an Origin header', async () => {
    const asked: Record<string, string>[] = [{}, { Origin: 'https://evil.example' }];
    for (const headers of asked) {
      const { url } = await authorizationUrl(srv, headers);
      expect(`${url.origin}${url.pathname}`).toBe(`${ISSUER}/authorize`);
      expect(url.searchParams.get('redirect_uri'), JSON.stringify(headers)).toBe(`${srv.url}/api/callback`);
    }
  });

  it('with PUBLIC_URL sends its callback address, whatever the request says', async () => {
    const asked: Record<string, string>[] = [{}, { Origin: 'https://evil.example' }];
    for (const headers of asked) {
      const { url } = await authorizationUrl(behindProxy, headers);
      expect(url.searchParams.get('redirect_uri')).toBe('https://club.example.org/api/callback');
    }
  });
});

describe('GET /api/callback', () => {
  it('signs the user in without PUBLIC_URL, exchanging the code for the same redirect address', async () => {
    const { client, url } = await authorizationUrl(srv);
    nonceToSign = url.searchParams.get('nonce')!;
    const res = await client.get(`/api/callback?code=the-code&state=${url.searchParams.get('state')}`);
    expect(res.status, res.text).toBe(302);
    expect(res.headers.get('location')).not.toMatch(/\/login$/);
    expect(tokenRequests.at(-1)?.get('redirect_uri')).toBe(`${srv.url}/api/callback`);
    expect(tokenRequests.at(-1)?.get('code')).toBe('the-code');
    const me = await client.get('/api/auth/user');
    expect(me.status).toBe(200);
    expect(me.body.email).toBe('oidc.person@example.com');
    expect(me.body.emailVerified).toBe(false);
  });

  it('an ID token that says the e-mail is verified proves the account’s address', async () => {
    person = { sub: 'provider-user-2', email: 'verified.person@example.com', email_verified: true };
    const { client, url } = await authorizationUrl(srv);
    nonceToSign = url.searchParams.get('nonce')!;
    expect((await client.get(`/api/callback?code=the-code&state=${url.searchParams.get('state')}`)).status).toBe(302);
    const me = await client.get('/api/auth/user');
    expect(me.body).toMatchObject({ email: 'verified.person@example.com', emailVerified: true });
  });
});

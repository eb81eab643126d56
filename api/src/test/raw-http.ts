import http from 'node:http';

/**
 * A GET over node:http with exactly these headers: a Host of our choosing, malformed ones
 * included, which fetch would not send. Answers the status and the body as text.
 */
export function rawGet(url: string, headers: Record<string, string>): Promise<{ status: number; body: string }> {
  return new Promise((resolve, reject) => {
    http
      .get(url, { headers }, (res) => {
        let body = '';
        res.on('data', (c: Buffer) => (body += c.toString()));
        res.on('end', () => resolve({ status: res.statusCode!, body }));
      })
      .on('error', reject);
  });
}

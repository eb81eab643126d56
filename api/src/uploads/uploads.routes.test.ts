import fs from 'node:fs';
import path from 'node:path';
import sharp from 'sharp';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { startTestServer, type TestServer } from '../test/test-server';

let srv: TestServer;
beforeAll(async () => {
  srv = await startTestServer();
});
afterAll(() => srv.close());

const form = (bytes: Buffer, name: string, type: string) => {
  const fd = new FormData();
  fd.append('file', new Blob([new Uint8Array(bytes)], { type }), name);
  return fd;
};

describe('uploads', () => {
  it('stores a real image, re-encoded, and answers its URL, which is then served', async () => {
    const png = await sharp({ create: { width: 3000, height: 1000, channels: 3, background: '#0f766e' } }).png().toBuffer();
    const m = await srv.signedIn('member');
    const res = await m.client.post('/api/upload', form(png, 'banner.png', 'image/png'));
    expect(res.status).toBe(201);
    expect(res.body.url).toMatch(/^\/uploads\/[0-9a-f]{32}\.png$/);
    const meta = await sharp(path.join(srv.dataDir, 'uploads', path.basename(res.body.url))).metadata();
    expect(meta.width).toBe(2000);
    // The responsive widths sit beside it and are served; a width never made falls back to the original.
    const small = await m.client.request('GET', res.body.url.replace('.png', '-w400.png'));
    expect(small.status).toBe(200);
    const base = path.basename(res.body.url, '.png');
    expect((await sharp(path.join(srv.dataDir, 'uploads', `${base}-w400.png`)).metadata()).width).toBe(400);
    expect((await sharp(path.join(srv.dataDir, 'uploads', `${base}-w1600.png`)).metadata()).width).toBe(1600);
    fs.rmSync(path.join(srv.dataDir, 'uploads', `${base}-w800.png`));
    const fallback = await fetch(srv.url + res.body.url.replace('.png', '-w800.png'));
    expect(fallback.status).toBe(200);
    expect((await sharp(Buffer.from(await fallback.arrayBuffer())).metadata()).width).toBe(2000);
  });

  it('sniffs the bytes: a script named .jpg is refused with 415', async () => {
    const m = await srv.signedIn('member');
    const res = await m.client.post('/api/upload', form(Buffer.from('<script>alert(1)</script>'), 'evil.jpg', 'image/jpeg'));
    expect(res.status).toBe(415);
    expect(res.body.message).toBe('Only JPEG, PNG, WebP or GIF images can be uploaded');
    expect(fs.readdirSync(path.join(srv.dataDir, 'uploads')).filter((f) => !f.includes('-w'))).toHaveLength(1);
  });

  it('refuses files over 5 MB with 413 and the spec message', async () => {
    const m = await srv.signedIn('member');
    const res = await m.client.post('/api/upload', form(Buffer.alloc(5 * 1024 * 1024 + 10, 1), 'big.jpg', 'image/jpeg'));
    expect(res.status).toBe(413);
    expect(res.body.message).toBe('File too large - Please select a file smaller than 5MB');
  });

  it('needs a member or admin, and a file', async () => {
    expect((await srv.client().post('/api/upload', form(Buffer.from('x'), 'a.jpg', 'image/jpeg'))).status).toBe(401);
    const p = await srv.signedIn('participant');
    expect((await p.client.post('/api/upload', form(Buffer.from('x'), 'a.jpg', 'image/jpeg'))).status).toBe(403);
    const m = await srv.signedIn('member');
    const res = await m.client.post('/api/upload', new FormData());
    expect(res.status).toBe(400);
    expect(res.body.fields.file).toBe('Please choose an image file');
  });
});

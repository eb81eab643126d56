import crypto from 'node:crypto';
import fs from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import sharp from 'sharp';
import { describe, expect, it } from 'vitest';
import { startTestServer } from '../test/test-server';
import { serverForFile } from '../test/fixtures';

const srv = serverForFile();

const form = (bytes: Buffer, name: string, type: string) => {
  const fd = new FormData();
  fd.append('file', new Blob([new Uint8Array(bytes)], { type }), name);
  return fd;
};

describe('uploads', () => {
  it('stores a real image, re-encoded, and answers its URL, which is then served', async () => {
    const png = await sharp({ create: { width: 3000, height: 1000, channels: 3, background: '#0f766e' } })
      .png()
      .toBuffer();
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

  it('on a fresh install refuses an image over 5 MB with 413 and takes one just under', async () => {
    const fresh = await startTestServer();
    try {
      const m = await fresh.signedIn('member');
      const over = await noisePng(5.1);
      expect(over.length).toBeGreaterThan(5 * 1024 * 1024);
      const res = await m.client.post('/api/upload', form(over, 'over.png', 'image/png'));
      expect(res.status).toBe(413);
      expect(res.body).toMatchObject({
        message: 'File too large - Please select a file smaller than 5MB',
        fields: { file: 'Please select a file smaller than 5MB' },
      });
      const under = await noisePng(4.9);
      expect(under.length).toBeGreaterThan(4.8 * 1024 * 1024);
      expect(under.length).toBeLessThan(5 * 1024 * 1024);
      expect((await m.client.post('/api/upload', form(under, 'under.png', 'image/png'))).status).toBe(201);
      expect((await fresh.client().get('/api/settings')).body.maxFileSize).toBe(5);
    } finally {
      await fresh.close();
    }
  });

  it('refuses files over the maxFileSize setting (5 MB until an admin changes it) with 413 and the spec message', async () => {
    const m = await srv.signedIn('member');
    const res = await m.client.post('/api/upload', form(Buffer.alloc(5 * 1024 * 1024 + 10, 1), 'big.jpg', 'image/jpeg'));
    expect(res.status).toBe(413);
    expect(res.body).toMatchObject({
      message: 'File too large - Please select a file smaller than 5MB',
      fields: { file: 'Please select a file smaller than 5MB' },
    });

    const admin = (await srv.signedIn('admin')).client;
    expect((await admin.put('/api/settings', { maxFileSize: 1 })).status).toBe(200);
    const png = await sharp({ create: { width: 16, height: 16, channels: 3, background: '#fff' } })
      .png()
      .toBuffer();
    const over = await m.client.post('/api/upload', form(Buffer.concat([png, Buffer.alloc(1024 * 1024)]), 'padded.png', 'image/png'));
    expect(over.status).toBe(413);
    expect(over.body).toMatchObject({
      message: 'File too large - Please select a file smaller than 1MB',
      fields: { file: 'Please select a file smaller than 1MB' },
    });
    expect((await m.client.post('/api/upload', form(png, 'small.png', 'image/png'))).status).toBe(201);

    expect((await admin.put('/api/settings', { maxFileSize: 12 })).status).toBe(200);
    const sixMb = Buffer.concat([png, Buffer.alloc(6 * 1024 * 1024)]);
    const bigger = await m.client.post('/api/upload', form(sixMb, 'six.png', 'image/png'));
    expect(bigger.status).not.toBe(413);
    await admin.put('/api/settings', { maxFileSize: 5 });
  });

  it('two files in one upload: 400 saying to send one at a time, not 413 (the files are small)', async () => {
    const png = await sharp({ create: { width: 8, height: 8, channels: 3, background: '#0f766e' } })
      .png()
      .toBuffer();
    const m = await srv.signedIn('member');
    const stored = () => fs.readdirSync(path.join(srv.dataDir, 'uploads')).length;
    const before = stored();
    for (const second of ['file', 'other']) {
      const fd = form(png, 'a.png', 'image/png');
      fd.append(second, new Blob([new Uint8Array(png)], { type: 'image/png' }), 'b.png');
      const res = await m.client.post('/api/upload', fd);
      expect(res.status, second).toBe(400);
      expect(res.body, second).toMatchObject({ message: 'Send one file at a time', fields: { file: 'Send one file at a time' } });
    }
    expect(stored()).toBe(before);
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

/** A PNG of random pixels (which do not compress) of about `mb` MB: a real image of that size. */
async function noisePng(mb: number): Promise<Buffer> {
  const width = 1280;
  const height = Math.floor((mb * 1024 * 1024) / (width * 3));
  const pixels = crypto.randomBytes(width * height * 3);
  return sharp(pixels, { raw: { width, height, channels: 3 } })
    .png({ compressionLevel: 0 })
    .toBuffer();
}

/** A PNG whose IHDR says width × height (CRC fixed up unless told not to), followed by a tiny image's data. */
async function pngDeclaring(width: number, height: number, opts: { breakCrc?: boolean } = {}): Promise<Buffer> {
  const png = Buffer.from(
    await sharp({ create: { width: 4, height: 4, channels: 3, background: '#123456' } })
      .png()
      .toBuffer(),
  );
  png.writeUInt32BE(width, 16);
  png.writeUInt32BE(height, 20);
  png.writeUInt32BE((crc32(png.subarray(12, 29)) ^ (opts.breakCrc ? 0xffff : 0)) >>> 0, 29);
  return png;
}

function crc32(buf: Buffer): number {
  let c = ~0;
  for (const b of buf) {
    c ^= b;
    for (let k = 0; k < 8; k++) c = c & 1 ? (c >>> 1) ^ 0xedb88320 : c >>> 1;
  }
  return ~c >>> 0;
}

describe('uploads that would break the server', () => {
  it('refuses a PNG declaring 30000 × 30000 pixels before decoding it: 415 with the reason', async () => {
    const m = await srv.signedIn('member');
    const res = await m.client.post('/api/upload', form(await pngDeclaring(30000, 30000), 'flood.png', 'image/png'));
    expect(res.status).toBe(415);
    expect(res.body.message).toBe('This image is too large: 30000 × 30000 pixels. Please send one of at most 40 megapixels.');
    expect(res.body.fields.file).toBeTruthy();
  });

  it('refuses a PNG with a corrupt header checksum: 415, not a 500', async () => {
    const m = await srv.signedIn('member');
    const res = await m.client.post('/api/upload', form(await pngDeclaring(4, 4, { breakCrc: true }), 'broken.png', 'image/png'));
    expect(res.status).toBe(415);
    expect(res.body).toMatchObject({ code: 'unsupported_media_type', message: 'This image could not be read' });
  });

  it('leaves no temporary file behind, whoever sends a multipart body to whatever path', async () => {
    const tmp = os.tmpdir();
    const before = new Set(fs.readdirSync(tmp));
    const big = Buffer.alloc(4.9 * 1024 * 1024, 7);
    const m = await srv.signedIn('member');
    const p = await srv.signedIn('participant');
    const answers = [
      await srv.client().post('/api/contact', form(big, 'a.jpg', 'image/jpeg')),
      await srv.client().post('/api/nothing-here', form(big, 'a.jpg', 'image/jpeg')),
      await srv.client().post('/api/upload', form(big, 'a.jpg', 'image/jpeg')),
      await p.client.post('/api/upload', form(big, 'a.jpg', 'image/jpeg')),
      await m.client.post('/api/upload', form(big, 'a.jpg', 'image/jpeg')),
      await m.client.post('/api/upload', form(Buffer.alloc(10 * 1024 * 1024 + 10, 1), 'big.jpg', 'image/jpeg')),
      await m.client.post(
        '/api/upload',
        form(
          await sharp({ create: { width: 8, height: 8, channels: 3, background: '#000' } })
            .jpeg()
            .toBuffer(),
          'ok.jpg',
          'image/jpeg',
        ),
      ),
    ];
    expect(answers.map((a) => a.status)).toEqual([400, 404, 401, 403, 415, 413, 201]);
    const leftover = fs
      .readdirSync(tmp)
      .filter((f) => !before.has(f) && fs.statSync(path.join(tmp, f)).isFile() && fs.statSync(path.join(tmp, f)).size > 1024 * 1024);
    expect(leftover).toEqual([]);
  });
});

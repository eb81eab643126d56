import fs from 'node:fs';
import path from 'node:path';
import sharp from 'sharp';
import { describe, expect, it } from 'vitest';
import { serverForFile } from '../test/fixtures';

const srv = serverForFile();

describe('WebP twins of uploads', () => {
  it('each width of a JPEG upload also exists as WebP, served as image/webp; a missing twin falls back to the JPEG', async () => {
    const jpeg = await sharp({ create: { width: 1200, height: 800, channels: 3, background: '#b45309' } })
      .jpeg()
      .toBuffer();
    const m = await srv.signedIn('member');
    const fd = new FormData();
    fd.append('file', new Blob([new Uint8Array(jpeg)], { type: 'image/jpeg' }), 'field.jpg');
    const res = await m.client.post('/api/upload', fd);
    expect(res.status).toBe(201);
    const base = path.basename(res.body.url, '.jpg');

    const twin = await fetch(`${srv.url}/uploads/${base}-w400.webp`);
    expect(twin.status).toBe(200);
    expect(twin.headers.get('content-type')).toBe('image/webp');
    const meta = await sharp(Buffer.from(await twin.arrayBuffer())).metadata();
    expect(meta.format).toBe('webp');
    expect(meta.width).toBe(400);
    const jpegSize = fs.statSync(path.join(srv.dataDir, 'uploads', `${base}-w800.jpg`)).size;
    const webpSize = fs.statSync(path.join(srv.dataDir, 'uploads', `${base}-w800.webp`)).size;
    expect(webpSize).toBeLessThan(jpegSize);

    // An upload from before twins were made: the WebP URL answers the original's bytes.
    fs.rmSync(path.join(srv.dataDir, 'uploads', `${base}-w800.webp`));
    const fallback = await fetch(`${srv.url}/uploads/${base}-w800.webp`);
    expect(fallback.status).toBe(200);
    expect((await sharp(Buffer.from(await fallback.arrayBuffer())).metadata()).format).toBe('jpeg');
    expect((await fetch(`${srv.url}/uploads/nothing-w800.webp`)).status).toBe(404);
  });
});

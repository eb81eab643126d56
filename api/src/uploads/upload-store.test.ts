import fs from 'node:fs';
import type { AddressInfo } from 'node:net';
import os from 'node:os';
import path from 'node:path';
import sharp from 'sharp';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { IMAGE_WIDTHS } from '../../../shared/images';
import { createApp } from '../app';
import { loadConfig } from '../config/config';
import { runSeeds } from '../seed/run-seeds';
import { serverForFile } from '../test/fixtures';
import { startTestServer, TEST_SECRETS, type TestServer } from '../test/test-server';
import { copyUploads } from './copy-uploads';
import { variantNamesOf } from './image-variants';
import { bytesOf, databaseStore, folderStore, uploadStoreOf } from './upload-store';

/**
 * UPLOADS=database: pictures live in the table upload_files, so a second machine with its own,
 * empty DATA_DIR serves what the first one stored, exactly as the folder store serves it.
 */
const srv = serverForFile({ UPLOADS: 'database' });
const closers: Array<() => void> = [];
const tmpDirs: string[] = [];
afterAll(() => {
  for (const close of closers.splice(0)) close();
  for (const dir of tmpDirs) fs.rmSync(dir, { recursive: true, force: true });
});

const emptyDir = () => {
  const dir = fs.mkdtempSync(path.join(os.tmpdir(), 'club-other-'));
  tmpDirs.push(dir);
  return dir;
};

/** Another machine on the same database, with a data folder of its own (empty). */
async function otherMachine(of: TestServer): Promise<string> {
  const dataDir = emptyDir();
  const config = loadConfig({
    DATA_DIR: dataDir,
    LOG_LEVEL: 'silent',
    UPLOADS: 'database',
    ...(of.databaseUrl && { DATABASE_URL: of.databaseUrl, SESSION_SECRETS: TEST_SECRETS }),
  });
  const server = createApp({ db: of.db, config, distDir: path.join(dataDir, 'no-dist') }).listen(0, '127.0.0.1');
  await new Promise((r) => server.once('listening', r));
  closers.push(() => server.close());
  return `http://127.0.0.1:${(server.address() as AddressInfo).port}`;
}

const form = (bytes: Buffer, name: string) => {
  const fd = new FormData();
  fd.append('file', new Blob([new Uint8Array(bytes)], { type: 'image/jpeg' }), name);
  return fd;
};

const photo = () =>
  sharp({ create: { width: 1200, height: 800, channels: 3, background: '#b45309' } })
    .jpeg()
    .toBuffer();

const SERVED_HEADERS = ['content-type', 'content-length', 'cache-control', 'last-modified'];
const headersOf = (res: Response) => Object.fromEntries(SERVED_HEADERS.map((h) => [h, res.headers.get(h)]));

async function fetched(url: string) {
  const res = await fetch(url);
  return { status: res.status, headers: headersOf(res), bytes: Buffer.from(await res.arrayBuffer()) };
}

describe('uploads in the database (UPLOADS=database)', () => {
  let url: string;
  let other: string;
  beforeAll(async () => {
    const m = await srv.signedIn('member');
    const res = await m.client.post('/api/upload', form(await photo(), 'field.jpg'));
    expect(res.status).toBe(201);
    url = res.body.url;
    other = await otherMachine(srv);
  });

  it('keeps the upload and its widths in upload_files, not in the data folder', async () => {
    const name = path.basename(url);
    const rows = await srv.db('upload_files').orderBy('name').select('name', 'mime', 'size');
    expect(rows.map((r) => r.name)).toEqual([name, ...variantNamesOf(name)].sort());
    expect(rows.find((r) => r.name === name)).toMatchObject({ mime: 'image/jpeg' });
    const uploadsDir = path.join(srv.dataDir, 'uploads');
    expect(fs.existsSync(uploadsDir) ? fs.readdirSync(uploadsDir) : []).toEqual([]);
  });

  it('a second machine with an empty DATA_DIR serves the same bytes with the same headers', async () => {
    const here = await fetched(srv.url + url);
    const there = await fetched(other + url);
    expect(here.status).toBe(200);
    expect(there.status).toBe(200);
    expect(there.bytes.equals(here.bytes)).toBe(true);
    expect(there.headers).toEqual(here.headers);
    expect(there.headers).toMatchObject({
      'content-type': 'image/jpeg',
      'content-length': String(here.bytes.length),
      'cache-control': 'public, max-age=2592000, immutable',
    });
    expect(Date.parse(there.headers['last-modified']!)).not.toBeNaN();
    const stored = await srv
      .db('upload_files')
      .where({ name: path.basename(url) })
      .first('data');
    expect(Buffer.from(stored.data).equals(there.bytes)).toBe(true);
  });

  it('serves the widths and their WebP twins there too', async () => {
    for (const w of IMAGE_WIDTHS) {
      const jpeg = await fetched(other + url.replace('.jpg', `-w${w}.jpg`));
      expect(jpeg.status).toBe(200);
      expect((await sharp(jpeg.bytes).metadata()).width).toBe(Math.min(w, 1200));
      const webp = await fetched(other + url.replace('.jpg', `-w${w}.webp`));
      expect(webp.headers['content-type']).toBe('image/webp');
      expect((await sharp(webp.bytes).metadata()).format).toBe('webp');
    }
  });

  it('a missing width falls back to the original; an unknown name is a 404', async () => {
    const base = path.basename(url, '.jpg');
    await databaseStore(srv.db).remove(`${base}-w800.webp`);
    const original = await fetched(other + url);
    const fallback = await fetched(`${other}/uploads/${base}-w800.webp`);
    expect(fallback.status).toBe(200);
    expect(fallback.headers['content-type']).toBe('image/jpeg');
    expect(fallback.bytes.equals(original.bytes)).toBe(true);
    const missing = await fetch(`${other}/uploads/nothing-w800.webp`);
    expect(missing.status).toBe(404);
    expect(await missing.text()).toBe('Not found');
  });

  it('an upload with an Idempotency-Key stores its files in the same transaction, and a replay adds none', async () => {
    const m = await srv.signedIn('member');
    const headers = { 'Idempotency-Key': 'upload-in-db-0001', 'X-Client-Id': 'phone-of-rafi-01' };
    const bytes = await photo();
    const first = await m.client.request('POST', '/api/upload', form(bytes, 'a.jpg'), headers);
    expect(first.status).toBe(201);
    const count = async () => Number((await srv.db('upload_files').count({ n: '*' }))[0].n);
    const before = await count();
    const again = await m.client.request('POST', '/api/upload', form(bytes, 'a.jpg'), headers);
    expect(again.headers.get('idempotent-replayed')).toBe('true');
    expect(again.body).toEqual(first.body);
    expect(await count()).toBe(before);
    expect((await fetch(other + first.body.url)).status).toBe(200);
  });

  it('serves the same headers as the folder store for the same picture', async () => {
    const folder = await startTestServer();
    try {
      const m = await folder.signedIn('member');
      const res = await m.client.post('/api/upload', form(await photo(), 'field.jpg'));
      const fromFolder = await fetched(folder.url + res.body.url);
      const fromDb = await fetched(other + url);
      expect(fromFolder.bytes.equals(fromDb.bytes)).toBe(true);
      const { 'last-modified': _folderDate, ...folderHeaders } = fromFolder.headers;
      const { 'last-modified': _dbDate, ...dbHeaders } = fromDb.headers;
      expect(dbHeaders).toEqual(folderHeaders);
    } finally {
      await folder.close();
    }
  });
});

describe('demo pictures with UPLOADS=database', () => {
  it('are rendered into upload_files, with their widths, and served from there', async () => {
    const fresh = await startTestServer({ UPLOADS: 'database' });
    try {
      const uploads = uploadStoreOf({ UPLOADS: 'database', dataDir: fresh.dataDir }, fresh.db);
      expect(await runSeeds(fresh.db, { dataDir: fresh.dataDir, seedDemo: true, uploads })).toEqual({ demo: 'seeded' });
      const rows = await fresh.db('uploads').select('filename', 'size');
      expect(rows.length).toBeGreaterThanOrEqual(20);
      const names = new Set(await uploads.list());
      for (const r of rows) {
        for (const name of [r.filename, ...variantNamesOf(r.filename)]) expect(names.has(name), name).toBe(true);
        expect((await uploads.read(r.filename))?.size).toBe(r.size);
      }
      const uploadsDir = path.join(fresh.dataDir, 'uploads');
      expect(fs.existsSync(uploadsDir) ? fs.readdirSync(uploadsDir) : []).toEqual([]);
      const served = await fetch(`${fresh.url}/uploads/${rows[0].filename}`);
      expect(served.status).toBe(200);
      expect(served.headers.get('content-type')).toBe('image/jpeg');
    } finally {
      await fresh.close();
    }
  });
});

describe('moving a data folder into the database (npm run uploads:move)', () => {
  it('copies every file not there yet, once, and leaves the folder as it is', async () => {
    const dir = emptyDir();
    const folder = folderStore(dir);
    const files = { 'old-a.jpg': Buffer.from('a'), 'old-a-w400.webp': Buffer.from('aa'), 'old-b.png': Buffer.from('b') };
    for (const [name, data] of Object.entries(files)) await folder.put(name, data);
    fs.writeFileSync(path.join(dir, '.DS_Store'), 'not a picture');
    const db = databaseStore(srv.db);
    await db.put('old-b.png', files['old-b.png']);
    const before = await db.list();

    expect(await copyUploads(folder, db)).toEqual({ copied: 2, alreadyThere: 1 });
    expect(await copyUploads(folder, db)).toEqual({ copied: 0, alreadyThere: 3 });
    expect((await db.list()).filter((n) => !before.includes(n))).toEqual(['old-a-w400.webp', 'old-a.jpg']);
    for (const [name, data] of Object.entries(files)) {
      const file = await db.read(name);
      expect(file?.mime, name).toBe(name.endsWith('.webp') ? 'image/webp' : name.endsWith('.png') ? 'image/png' : 'image/jpeg');
      expect((await bytesOf(file!)).equals(data), name).toBe(true);
    }
    expect(await db.has('.DS_Store')).toBe(false);
    expect(fs.readdirSync(dir).sort()).toEqual(['.DS_Store', ...Object.keys(files)].sort());
  });
});

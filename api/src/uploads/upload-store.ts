import fs from 'node:fs';
import path from 'node:path';
import type { Readable } from 'node:stream';
import { buffer } from 'node:stream/consumers';
import type { Knex } from 'knex';
import type { Config } from '../config/config';
import { readerOf } from '../db';
import { nowIso } from '../lib/time';

/** A stored file as it is sent: a folder's file is streamed, a database row's bytes are in memory. */
export interface StoredFile {
  body: Buffer | Readable;
  size: number;
  mime: string;
  modified: Date;
}

/**
 * Where uploaded pictures and their widths are kept, by file name (`<hex>.jpg`, `<hex>-w400.webp`):
 * DATA_DIR/uploads (one machine) or the database (every server on one PostgreSQL database serves
 * the same pictures). Chosen by UPLOADS (config.ts), built once by uploadStoreOf.
 */
export interface UploadStore {
  /** Stores a file's bytes under its name (replacing a file of that name). */
  put(name: string, data: Buffer): Promise<void>;
  /** The file to send, or null when there is none of that name. */
  read(name: string): Promise<StoredFile | null>;
  has(name: string): Promise<boolean>;
  remove(name: string): Promise<void>;
  /** Every file's name, sorted. */
  list(): Promise<string[]>;
  /** This store writing through `db` (a request's transaction), so its rows commit with the rows that point at them. */
  through(db: Knex): UploadStore;
}

/** A name a store keeps: letters, digits, `_`, `-` and dots, not starting with a dot (never a path). */
export const isUploadName = (name: string): boolean => /^[\w-][\w.-]{0,119}$/.test(name);

const MIME: Record<string, string> = { '.jpg': 'image/jpeg', '.jpeg': 'image/jpeg', '.png': 'image/png', '.webp': 'image/webp', '.gif': 'image/gif' };

/** The Content-Type of a stored file, by its extension (as koa-send gave it). */
export const mimeOf = (name: string): string => MIME[path.extname(name).toLowerCase()] ?? 'application/octet-stream';

function checked(name: string): string {
  if (!isUploadName(name)) throw new Error(`Not an upload's name: ${JSON.stringify(name)}`);
  return name;
}

/** The bytes of a stored file, whichever store it comes from. */
export const bytesOf = async (file: StoredFile): Promise<Buffer> => (Buffer.isBuffer(file.body) ? file.body : buffer(file.body));

/** The store of the configuration: DATA_DIR/uploads unless UPLOADS=database. */
export function uploadStoreOf(config: Pick<Config, 'UPLOADS' | 'dataDir'>, db: Knex): UploadStore {
  return config.UPLOADS === 'database' ? databaseStore(db) : folderStore(uploadsDirOf(config.dataDir));
}

export const uploadsDirOf = (dataDir: string): string => path.join(dataDir, 'uploads');

/** Files in a folder (created if missing): what a single machine has always used. */
export function folderStore(dir: string): UploadStore {
  fs.mkdirSync(dir, { recursive: true });
  const fileOf = (name: string) => path.join(dir, checked(name));
  const statOf = (name: string) => (isUploadName(name) ? fs.promises.stat(fileOf(name)).catch(() => null) : Promise.resolve(null));
  const store: UploadStore = {
    put: (name, data) => fs.promises.writeFile(fileOf(name), data),
    async read(name) {
      const stat = await statOf(name);
      if (!stat?.isFile()) return null;
      return { body: fs.createReadStream(fileOf(name)), size: stat.size, mime: mimeOf(name), modified: stat.mtime };
    },
    has: async (name) => (await statOf(name))?.isFile() ?? false,
    remove: (name) => fs.promises.rm(fileOf(name), { force: true }),
    list: async () =>
      (await fs.promises.readdir(dir, { withFileTypes: true }))
        .filter((e) => e.isFile() && isUploadName(e.name))
        .map((e) => e.name)
        .sort(),
    through: () => store,
  };
  return store;
}

interface FileRow {
  mime: string;
  size: number | string;
  data: Buffer;
  created_at: string;
}

/**
 * Rows of `upload_files` (migration 20261129000300): one row per file, read one at a time (the
 * read-only connections on SQLite), so serving a picture never loads more than that picture.
 */
export function databaseStore(db: Knex): UploadStore {
  const reader = readerOf(db);
  return {
    async put(name, data) {
      const row = { name: checked(name), mime: mimeOf(name), size: data.length, data, created_at: nowIso() };
      await db('upload_files').insert(row).onConflict('name').merge();
    },
    async read(name) {
      if (!isUploadName(name)) return null;
      const row: FileRow | undefined = await reader('upload_files').where({ name }).first('mime', 'size', 'data', 'created_at');
      return row ? { body: row.data, size: Number(row.size), mime: row.mime, modified: new Date(row.created_at) } : null;
    },
    has: async (name) => isUploadName(name) && (await reader('upload_files').where({ name }).first('name')) !== undefined,
    async remove(name) {
      await db('upload_files').where({ name }).delete();
    },
    list: () => reader('upload_files').orderBy('name').pluck('name'),
    through: (trx) => databaseStore(trx),
  };
}

/**
 * The one IndexedDB database of the app. Only the current schema is declared: Dexie upgrades a
 * database of any older version to it by the difference (tables and indexes added or dropped)
 * (declaring every version made Dexie parse each one on every start, a long task on a phone). A
 * change raises the version and edits the schema; a change that must transform rows adds a
 * `version(n).upgrade(...)` block that then stays.
 * History: 1 the lists, meta, outbox and me; 2 the outbox's `seq` (outbox.ts); 3 `adminCache`
 * (lib/admin-query.ts); 4 `rosters` and `scans` (features/check-in); 5 the outbox's `name` and
 * `meta` (lib/writes.ts); a write queued before has none, and is recognised by its method and URL
 * wherever it is read (writes.ts `nameOf`, `metaOf`), so the database layer (loaded by the service
 * worker too) carries none of the contract;
 * 6 `searchIndex`, the compact public search index (features/search/search-index.store.ts), one
 * row per entry; 7 `searchPacks` in its place: the index packed in one compressed row (a row per
 * entry took 330 bytes each in Chromium), synced again whole after the upgrade.
 */
import Dexie, { type EntityTable } from 'dexie';

/** Dexie's live queries, for modules that load the database later (later-live-query.ts). */
export { liveQuery } from 'dexie';
import type { Roster, RosterEntry } from '@shared/schemas/checkins';
import type { ClubEvent } from '@shared/schemas/events';
import type { GalleryImage, NewsArticle, Project } from '@shared/schemas/content';
import type { Member } from '@shared/schemas/members';
import type { Notice } from '@shared/schemas/notices';

/** Bookkeeping per mirrored list (key `list:<name>`) and other small values. */
export interface MetaRow {
  key: string;
  etag?: string | null;
  /** Epoch ms of the last successful refresh (200 or 304). */
  lastRefreshedAt?: number;
  value?: unknown;
}

export type OutboxStatus = 'pending' | 'sending' | 'failed' | 'done';

/** A queued write. Its id is sent as the Idempotency-Key header. */
export interface OutboxItem {
  id: string;
  method: 'POST' | 'PUT' | 'PATCH' | 'DELETE';
  url: string;
  /** JSON-able value, or a file (stored as bytes) sent as multipart field `file`. */
  body?: unknown;
  createdAt: number;
  /**
   * Order of the write on this device (microseconds, strictly increasing): taken in the transaction
   * that stores it, so two writes of one millisecond keep the order they were made in. Written
   * before version 2: none (the replay orders them by createdAt * 1000).
   */
  seq?: number;
  attempts: number;
  lastError: string | null;
  status: OutboxStatus;
  /** The signed-in user's id, or 'anon': replay keeps order per user. */
  userKey: string;
  /** This device's anonymous id (`X-Client-Id`) when the write was made: every attempt sends the same. */
  clientId?: string;
  /**
   * Which write it is (lib/writes.ts, e.g. 'rsvp.create'), and what the app finds it by (e.g. a
   * check-in's nonce and event). Rows queued before version 5 were named by the upgrade, where
   * their method and URL told the write; a row of no known write has none and is still sent.
   */
  name?: string;
  meta?: unknown;
  /** i18n key of what the user sees in the Sync panel, with its values (display only). */
  label: string;
  labelValues?: Record<string, string>;
  /** Epoch ms before which a replay skips this item (backoff); while 'sending', when the sender's lease ends. */
  nextAttemptAt: number;
  /** The sender (a tab's or the worker's attempt) holding the 'sending' lease: only it renews it and records the answer. */
  leaseOwner?: string;
  /** When the server refused it (for dropping old bodies). */
  failedAt?: number;
  /**
   * What was deleted from the body of a write refused long ago: 'password' (a Join: asked again
   * on Retry) or 'all' (it cannot be retried any more).
   */
  bodyDropped?: 'password' | 'all';
  /** When the item reached `done` (for pruning). */
  doneAt?: number;
  /** The parsed answer of the server, kept until pruned. */
  response?: unknown;
  /**
   * Whether the person has been told the delivered write's result: true at once for a write a form
   * was waiting for (it shows the answer), else once the page has said it (outbox-delivered.ts).
   */
  announced?: boolean;
  /**
   * An image that goes with the write (a member's photo, picked offline): uploaded first (POST
   * /api/upload), then its URL is put in `body[field]` and the write is sent. `file` is the stored
   * bytes until the upload succeeded, then null and `url` holds the answer (a retry does not upload again).
   */
  attachment?: { field: string; file: unknown; url?: string };
}

/** The signed-in user's own data: registrations, profile, analytics (later issues). */
export interface MeRow {
  key: string;
  value: unknown;
}

/**
 * What an admin screen last loaded (key: the API path), so the dashboard still shows it offline,
 * read only and marked with its time. Deleted when someone who is not an admin uses the phone.
 */
export interface AdminCacheRow {
  path: string;
  userId: number;
  loadedAt: number;
  value: unknown;
}

export type { RosterEntry };

/** An event's door list as downloaded to this device for check-in (key: the event id). */
export interface RosterRow extends Roster {
  eventId: number;
  /** Who downloaded it: only shown to them. */
  userId: number;
}

/**
 * A check-in made on this device (key: its nonce, sent with POST /api/checkins). `state` is
 * 'queued' until the server answered, then 'checked_in', 'duplicate' (another scan won) or
 * 'refused' (the server said no).
 */
export interface ScanRow {
  nonce: string;
  eventId: number;
  ticketCode: string;
  registrationId: number;
  name: string;
  scannedAt: string;
  deviceId: string;
  state: 'queued' | 'checked_in' | 'duplicate' | 'refused';
  /** The winning scan's time and device as the server told it (duplicate), or the refusal's message. */
  winner?: { checkedInAt: string | null; deviceId: string | null };
  message?: string;
  userId?: number;
}

/**
 * The search index packed (features/search/index-pack.ts): `index` the synced whole, gzip-compressed
 * (`json` where the browser cannot compress); `found` what the server's search found, as tuples.
 */
export interface SearchPackRow {
  key: 'index' | 'found';
  encoding: 'gzip' | 'json' | 'tuples';
  data: ArrayBuffer | string | unknown[];
  count: number;
  /** Changes with every write of the row: a reader keeps its unpacked entries while it holds. */
  saved: string;
}

export class ClubDatabase extends Dexie {
  events!: EntityTable<ClubEvent, 'id'>;
  news!: EntityTable<NewsArticle, 'id'>;
  projects!: EntityTable<Project, 'id'>;
  gallery!: EntityTable<GalleryImage, 'id'>;
  members!: EntityTable<Member, 'id'>;
  notices!: EntityTable<Notice, 'id'>;
  meta!: EntityTable<MetaRow, 'key'>;
  outbox!: EntityTable<OutboxItem, 'id'>;
  me!: EntityTable<MeRow, 'key'>;
  adminCache!: EntityTable<AdminCacheRow, 'path'>;
  rosters!: EntityTable<RosterRow, 'eventId'>;
  scans!: EntityTable<ScanRow, 'nonce'>;
  searchPacks!: EntityTable<SearchPackRow, 'key'>;

  constructor(name = 'club') {
    super(name);
    this.version(5).stores({
      events: 'id, status, date, category',
      news: 'id, status, category, createdAt',
      projects: 'id, status, category',
      gallery: 'id, status, category',
      members: 'id, status, username',
      notices: 'id, startDate, endDate',
      meta: 'key',
      // The device-wide order of writes (outbox.ts takes the next seq after the highest stored).
      outbox: 'id, status, createdAt, userKey, [userKey+createdAt], seq',
      me: 'key',
      // The admin dashboard's last loaded answers (lib/admin-query.ts).
      adminCache: 'path, userId',
      // Check-in at the door (features/check-in): rosters downloaded to the device, and its scans.
      rosters: 'eventId, userId',
      scans: 'nonce, eventId, ticketCode, [eventId+ticketCode], scannedAt',
    });
    this.version(7)
      .stores({ searchIndex: null, searchPacks: 'key' })
      .upgrade((tx) => tx.table('meta').delete('search-index'));
  }
}

/** When a page's database layer ran, in its performance timeline (the first seconds' journey checks it is after them). */
export const DATABASE_LAYER_MARK = 'club:database-layer';
if (typeof performance !== 'undefined' && typeof performance.mark === 'function') performance.mark(DATABASE_LAYER_MARK);

export const db = new ClubDatabase();

/** Resolves in a new task: `scheduler.yield()` where the browser has it, else a message to ourselves (not clamped as a hidden tab's timers are). */
const newTask = (): Promise<void> =>
  (globalThis as { scheduler?: { yield?: () => Promise<void> } }).scheduler?.yield?.() ??
  new Promise<void>((resolve) => {
    const channel = new MessageChannel();
    channel.port1.onmessage = () => {
      channel.port1.close();
      resolve();
    };
    channel.port2.postMessage(null);
  });

let opened: Promise<unknown> | null = null;
let turns: Promise<unknown> = Promise.resolve();
/**
 * The database, opened, for a caller that waited for a first visit's first seconds
 * (first-seconds.ts laterDb): the open goes first, then each caller goes on in a task of its own.
 * Without it, every hook and list of the page started at once when the database opened, in one
 * task of about 130 ms at 4x CPU (a Bangla home page's trace).
 */
export function dbInTurn(): Promise<ClubDatabase> {
  opened ??= db.open().catch(() => undefined);
  const mine = (turns = turns.then(() => opened).then(newTask));
  return mine.then(() => db);
}

/** Names of the tables that mirror a server list. */
export type MirrorTableName = 'events' | 'news' | 'projects' | 'gallery' | 'members' | 'notices';

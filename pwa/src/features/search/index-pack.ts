/**
 * The search index as the phone keeps it (issue 27 §3): one row, not one per entry. Each entry is
 * a tuple (no field names repeated 3,500 times), the whole gzip-compressed with the browser's own
 * CompressionStream: about 80 KB in IndexedDB for a club of 3,500 items, where a row per entry
 * took 1.2 MB. Unpacked once per change of the row and kept in memory while it holds.
 */
import { SEARCH_TYPES, type IndexEntry } from '@shared/api/search';
import type { SearchPackRow } from '@/lib/db';

const TEXTS = ['title', 'titleBn', 'excerpt', 'excerptBn', 'category', 'status', 'date', 'image'] as const;

/** [kind's number in SEARCH_TYPES, id, ...TEXTS ('' for an empty one)]. */
export type IndexTuple = [number, number, ...string[]];

export const keyOf = (e: { type: string; id: number }) => `${e.type}:${e.id}`;

export function toTuple(e: IndexEntry): IndexTuple {
  return [SEARCH_TYPES.indexOf(e.type), e.id, ...TEXTS.map((f) => e[f] ?? '')];
}

export function fromTuple([type, id, ...texts]: IndexTuple): IndexEntry {
  const entry: IndexEntry = { type: SEARCH_TYPES[type], id, title: texts[0] ?? '', date: texts[6] ?? '' };
  TEXTS.forEach((f, i) => {
    if (texts[i]) entry[f] = texts[i];
  });
  return entry;
}

const canCompress = () => typeof CompressionStream === 'function' && typeof DecompressionStream === 'function';

/** The synced index as its row's data: gzip where the browser can, else JSON text. */
export async function pack(entries: Iterable<IndexEntry>): Promise<Pick<SearchPackRow, 'encoding' | 'data' | 'count'>> {
  const tuples = Array.from(entries, toTuple);
  const json = JSON.stringify(tuples);
  if (!canCompress()) return { encoding: 'json', data: json, count: tuples.length };
  const body = new Response(json).body!.pipeThrough(new CompressionStream('gzip'));
  return { encoding: 'gzip', data: await new Response(body).arrayBuffer(), count: tuples.length };
}

export async function unpack(row: Pick<SearchPackRow, 'encoding' | 'data'>): Promise<IndexEntry[]> {
  let tuples: IndexTuple[];
  if (row.encoding === 'tuples') tuples = row.data as IndexTuple[];
  else if (row.encoding === 'json') tuples = JSON.parse(row.data as string) as IndexTuple[];
  else {
    const body = new Response(row.data as ArrayBuffer).body!.pipeThrough(new DecompressionStream('gzip'));
    tuples = JSON.parse(await new Response(body).text()) as IndexTuple[];
  }
  return tuples.map(fromTuple);
}

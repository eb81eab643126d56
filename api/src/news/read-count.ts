import type { Knex } from 'knex';
import type { Logger } from '../lib/logger';
import { newsRepo } from './news.repo';

/**
 * How long an article's answer waits for its read to be counted. The count is a write, on the one
 * writing connection: it takes a millisecond, so the answer and the list read after it normally
 * agree; while that connection waits for SQLite's lock (a long write, another process) the article
 * is sent anyway and the read is counted when the lock goes.
 */
const WAIT_MS = 250;

/**
 * Counts a read of a published article, holding the answer at most WAIT_MS. The lists are not
 * moved on (issue 27): a read must not change every phone's copy of the news list, so the counts
 * in list rows are as of the list's last change; the article's own answer has the fresh one, and
 * only the article page shows it.
 */
export function readCounter(writer: Knex, logger: Logger) {
  return async (id: number): Promise<void> => {
    const counted = newsRepo.countRead(writer, id).catch((err: unknown) => logger.error(`counting a read of article ${id}`, err)); // a lost read count is not the reader's problem
    let timer: NodeJS.Timeout | undefined;
    const waited = new Promise<void>((resolve) => (timer = setTimeout(resolve, WAIT_MS)));
    await Promise.race([counted, waited]);
    clearTimeout(timer);
  };
}

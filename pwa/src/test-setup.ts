import 'fake-indexeddb/auto';
import { afterAll, afterEach } from 'vitest';
import { cleanup, configure } from '@testing-library/react';
import './lib/i18n';
import './lib/i18n-areas';
import { loadsSettled } from './lib/load-later';

// findBy*/waitFor wait up to 3 s (1 s by default): the whole suite runs in parallel on 2 cores, where
// a page reading IndexedDB and rendering took 1.3 s once. A test that waits for what never comes still fails.
configure({ asyncUtilTimeout: 3000 });

// jsdom has no scrolling; React Router's ScrollRestoration calls it.
window.scrollTo = () => {};

/** A test that leaves a request unanswered on purpose does not hold the next one longer than this. */
const SETTLE_CAP_MS = 2000;

// Work the app started and nobody awaits (a list refresh, a module loading) ends before the next
// test clears the database, so it cannot land there.
afterEach(async () => {
  cleanup();
  await Promise.race([loadsSettled(), new Promise((resolve) => setTimeout(resolve, SETTLE_CAP_MS))]);
});

// The database and the outbox load after the first paint; a test file that ends first must not
// have them land after its environment is gone (an unhandled error that fails the run).
afterAll(async () => {
  await loadsSettled();
});

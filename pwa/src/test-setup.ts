import 'fake-indexeddb/auto';
import { afterEach } from 'vitest';
import { cleanup } from '@testing-library/react';
import './lib/i18n';
import './lib/i18n-areas';

// jsdom has no scrolling; React Router's ScrollRestoration calls it.
window.scrollTo = () => {};

afterEach(() => {
  cleanup();
});

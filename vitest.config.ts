import path from 'node:path';
import { fileURLToPath } from 'node:url';
import { configDefaults, defineConfig } from 'vitest/config';

const root = path.dirname(fileURLToPath(import.meta.url));
const alias = {
  '@shared': path.join(root, 'shared'),
  '@api': path.join(root, 'api/src'),
  '@': path.join(root, 'pwa/src'),
};

/**
 * The pwa's .test.ts files that need a browser's objects (document, navigator, localStorage,
 * IndexedDB, Testing Library's renderHook): they run in jsdom with the .test.tsx files. Every
 * other .test.ts runs in plain Node ('pwa-node'); one that fails there with 'document is not
 * defined' (or window, navigator, localStorage, 'IndexedDB API missing') belongs in this list.
 */
const BROWSER_TS_TESTS = [
  'pwa/src/lib/**/*.test.ts',
  'pwa/src/sw.test.ts',
  'pwa/src/**/*.store.test.ts',
  'pwa/src/components/share/page-meta.test.ts',
  'pwa/src/features/member-dashboard/preferences.test.ts',
];

/**
 * The API tests that replace a module (vi.mock): each in its own module graph. Every other API
 * test shares one per worker (isolate: false), as the server's modules keep no state between
 * apps; importing the whole server once per file was a third of the suite's time.
 */
const MOCKING_API_TESTS = ['api/src/auth/oidc.test.ts'];

export default defineConfig({
  test: {
    // Both cores: vitest's default on a 2-core machine is one worker.
    maxWorkers: 2,
    projects: [
      {
        resolve: { alias },
        test: {
          name: 'api',
          root,
          environment: 'node',
          include: ['api/**/*.test.ts', 'shared/**/*.test.ts'],
          exclude: [...configDefaults.exclude, ...MOCKING_API_TESTS],
          isolate: false,
          testTimeout: 30_000,
          hookTimeout: 30_000,
        },
      },
      {
        resolve: { alias },
        test: {
          name: 'api-mocked',
          root,
          environment: 'node',
          include: MOCKING_API_TESTS,
          testTimeout: 30_000,
          hookTimeout: 30_000,
        },
      },
      {
        resolve: { alias },
        test: {
          name: 'pwa',
          root,
          environment: 'jsdom',
          include: ['pwa/src/**/*.test.tsx', ...BROWSER_TS_TESTS],
          setupFiles: ['pwa/src/test-setup.ts'],
          pool: 'threads',
        },
      },
      {
        resolve: { alias },
        test: {
          // Rules, selectors, catalogues and the build: plain Node, no jsdom to start and no
          // Testing Library to load for each file (a third of the pwa files, at a quarter of the time).
          name: 'pwa-node',
          root,
          environment: 'node',
          include: ['pwa/src/**/*.test.ts'],
          exclude: [...configDefaults.exclude, ...BROWSER_TS_TESTS],
          // A folder for this run's one production build (pwa/src/fresh-build.test-utils.ts).
          globalSetup: ['pwa/src/fresh-build.global-setup.ts'],
        },
      },
    ],
  },
});

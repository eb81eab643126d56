import { defineConfig } from '@playwright/test';
import { e2eWorkers, useWorkerSlot } from './pwa/e2e/global-setup';

useWorkerSlot();

/**
 * Browser journeys against the built app (npm run build), served by the real server on a free
 * port with a temporary DATA_DIR and demo content. pwa/e2e/global-setup.ts starts it.
 */
export default defineConfig({
  testDir: 'pwa/e2e',
  testMatch: '**/*.spec.ts',
  fullyParallel: false,
  // Each worker has its own servers (global-setup.ts). One by default: on two cores two workers
  // ran about as many journeys a minute as one (E2E_WORKERS=2 for a machine with more cores).
  workers: e2eWorkers(),
  retries: 0,
  timeout: 60_000,
  expect: { timeout: 10_000 },
  reporter: [['list']],
  globalSetup: './pwa/e2e/global-setup.ts',
  use: {
    baseURL: process.env.E2E_BASE_URL,
    serviceWorkers: 'allow',
    launchOptions: {
      executablePath: process.env.CHROMIUM_PATH ?? '/usr/bin/chromium',
      args: [
        '--no-sandbox',
        '--disable-gpu',
        '--disable-background-networking',
        '--disable-component-update',
        '--disable-sync',
        '--no-first-run',
        '--disable-quic',
      ],
    },
  },
});

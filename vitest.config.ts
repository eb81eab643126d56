import path from 'node:path';
import { fileURLToPath } from 'node:url';
import { defineConfig } from 'vitest/config';

const root = path.dirname(fileURLToPath(import.meta.url));
const alias = {
  '@shared': path.join(root, 'shared'),
  '@api': path.join(root, 'api/src'),
  '@': path.join(root, 'pwa/src'),
};

export default defineConfig({
  test: {
    projects: [
      {
        resolve: { alias },
        test: {
          name: 'api',
          root,
          environment: 'node',
          include: ['api/**/*.test.ts', 'shared/**/*.test.ts'],
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
          include: ['pwa/src/**/*.test.{ts,tsx}'],
          setupFiles: ['pwa/src/test-setup.ts'],
        },
      },
    ],
  },
});

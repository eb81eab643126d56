// Lint rules that keep the house in order (npm run lint, part of npm test). The zones hold the
// layout of ../shared/STYLE.md: imports flow shared -> lib/components -> features -> app, a
// feature never imports another, the API never imports the app, and shared/ imports neither side.
import fs from 'node:fs';
import js from '@eslint/js';
import tseslint from 'typescript-eslint';
import reactHooks from 'eslint-plugin-react-hooks';
import { importX } from 'eslint-plugin-import-x';
import globals from 'globals';

const features = fs
  .readdirSync('pwa/src/features', { withFileTypes: true })
  .filter((d) => d.isDirectory())
  .map((d) => d.name);

/** Each feature may import itself, never another feature. */
const featureZones = features.map((f) => ({
  target: `./pwa/src/features/${f}`,
  from: './pwa/src/features',
  except: [`./${f}`],
  message: 'A feature does not import another feature: move what both need to lib/ or components/, or compose them in app/.',
}));

const zones = [
  ...featureZones,
  { target: './pwa/src/lib', from: ['./pwa/src/features', './pwa/src/app'], message: 'lib/ sits below the features and the app.' },
  { target: './pwa/src/components', from: ['./pwa/src/features', './pwa/src/app'], message: 'components/ sit below the features and the app.' },
  { target: './pwa/src/features', from: './pwa/src/app', message: 'Features sit below the app (app/ composes them).' },
  { target: './api', from: './pwa', message: 'The API does not import the app.' },
  { target: './pwa/src', from: './api', message: 'The app does not import the API (shared/ holds what both use).' },
  { target: './shared', from: ['./api', './pwa'], message: 'shared/ imports neither side.' },
];

export default tseslint.config(
  { ignores: ['dist/**', 'dist-ssr/**', 'node_modules/**', 'data/**', 'test-results/**', 'playwright-report/**', 'coverage/**'] },
  js.configs.recommended,
  ...tseslint.configs.recommended,
  {
    languageOptions: { ecmaVersion: 2023, sourceType: 'module', globals: { ...globals.node, ...globals.browser, ...globals.serviceworker } },
    plugins: { 'import-x': importX },
    settings: { 'import-x/resolver': { node: { extensions: ['.ts', '.tsx', '.js'] } } },
    rules: {
      'import-x/no-restricted-paths': ['error', { zones }],
      // The code base uses `any` deliberately at a few boundaries (test clients, knex rows being typed next).
      '@typescript-eslint/no-explicit-any': 'off',
      '@typescript-eslint/no-unused-vars': ['error', { argsIgnorePattern: '^_', varsIgnorePattern: '^_', caughtErrors: 'none' }],
      'no-empty': ['error', { allowEmptyCatch: true }],
    },
  },
  {
    files: ['pwa/src/**/*.{ts,tsx}'],
    plugins: { 'react-hooks': reactHooks },
    rules: {
      'react-hooks/rules-of-hooks': 'error',
      'react-hooks/exhaustive-deps': 'warn',
    },
  },
);

/**
 * Vitest global setup of the pwa project: a folder of this run's own for the production build that
 * the build tests read (fresh-build.test-utils.ts builds into it when a test first asks), removed
 * when the run ends. Never dist/, which holds whatever was built last.
 */
import { mkdtempSync, rmSync } from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import type { TestProject } from 'vitest/node';

declare module 'vitest' {
  export interface ProvidedContext {
    freshBuildDir: string;
  }
}

export default function setup(project: TestProject): () => void {
  const dir = mkdtempSync(path.join(os.tmpdir(), 'club-build-'));
  project.provide('freshBuildDir', dir);
  return () => rmSync(dir, { recursive: true, force: true });
}

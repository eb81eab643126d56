/**
 * One production build of the app per test run, made from the sources as they are now: the first
 * test file that asks builds it (`vite build` into the run's own folder, fresh-build.global-setup.ts),
 * the others wait for that build and read the same files. Never dist/, which may be stale.
 */
import { execFile } from 'node:child_process';
import { existsSync, mkdirSync, readFileSync, renameSync, writeFileSync } from 'node:fs';
import path from 'node:path';
import { promisify } from 'node:util';
import { inject } from 'vitest';

const root = path.resolve(import.meta.dirname, '../..');
/** A build on a busy 2-core machine took over 2 minutes. */
export const FRESH_BUILD_TIMEOUT_MS = 300_000;

const run = promisify(execFile);

async function build(dir: string, out: string): Promise<void> {
  const partial = path.join(dir, 'partial');
  // A production build, as shipped: without the journeys' test hook (VITE_FLAP_HARNESS).
  const { VITE_FLAP_HARNESS: _hook, ...env } = process.env;
  try {
    await run('npx', ['vite', 'build', '--outDir', partial, '--emptyOutDir'], {
      cwd: root,
      env: { ...env, NODE_ENV: 'production' },
      maxBuffer: 64 * 1024 * 1024,
    });
  } catch (err) {
    const { stderr, message } = err as { stderr?: string; message: string };
    writeFileSync(path.join(dir, 'failed.txt'), stderr || message);
    throw err;
  }
  renameSync(partial, out); // all at once: a waiting file never reads half a build
}

async function builtBySomeoneElse(dir: string, out: string): Promise<void> {
  const failed = path.join(dir, 'failed.txt');
  const until = Date.now() + FRESH_BUILD_TIMEOUT_MS;
  while (!existsSync(out)) {
    if (existsSync(failed)) throw new Error(`The build for the tests failed:\n${readFileSync(failed, 'utf8')}`);
    if (Date.now() > until) throw new Error(`No build for the tests after ${FRESH_BUILD_TIMEOUT_MS / 1000} s`);
    await new Promise((r) => setTimeout(r, 250));
  }
}

/** The folder of this run's production build, built on first use. */
export async function freshBuild(): Promise<string> {
  const dir = inject('freshBuildDir');
  const out = path.join(dir, 'dist');
  if (existsSync(out)) return out;
  let mine = true;
  try {
    mkdirSync(path.join(dir, 'building')); // one builder per run: the first file to get here
  } catch {
    mine = false;
  }
  await (mine ? build(dir, out) : builtBySomeoneElse(dir, out));
  return out;
}

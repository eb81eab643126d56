import type { Plugin } from 'vite';

/** Resolves in a new task: `scheduler.yield()` where the browser has it, else a message to ourselves (never clamped like nested `setTimeout(0)`). */
const YIELD = '__clubYieldTask';
const YIELD_FUNCTION =
  `const ${YIELD} = () => globalThis.scheduler?.yield ? globalThis.scheduler.yield() : new Promise((resolve) => {` +
  ` const channel = new MessageChannel(); channel.port1.onmessage = () => { channel.port1.close(); resolve(); }; channel.port2.postMessage(null); });`;

/** The modules that start in a task of their own: the contract's modules that build zod schemas, and Dexie. */
export const contractOrDexie = (file: string, imports: readonly string[]): boolean =>
  /^node_modules\/dexie\//.test(file) || (/^shared\/(api|schemas)\//.test(file) && imports.some((i) => i.endsWith('/shared/zod.ts')));

/**
 * Starts each matching module's code, inside the built chunks, in a task of its own: a top-level
 * `await` before it. The API contract's modules (shared/api, shared/schemas) build zod schemas as
 * they are evaluated, and a page that loads the database and offline layers evaluated all of them,
 * with Dexie, in one task of about 130 ms at 4x CPU (a trace of `/projects`): a phone could not
 * answer a tap meanwhile. Each module's own work is a few milliseconds.
 *
 * It works on the chunks the bundler made (`renderChunk`, before minifying, where each module's
 * code starts with a `// path` line at the top level), so the chunks stay as they were: with the
 * same `await` in the modules' sources, the bundler cut the entry into many small chunks (about
 * 5 KiB more before the first page). A chunk with an `await` is an async module; whoever imports it
 * waits for it, as ES modules do. Entry chunks are left alone, and so are the server-side renderer's
 * build, the tests and the server, which evaluate the modules as written.
 */
export function yieldBetweenModules(matches: (file: string, imports: readonly string[]) => boolean): Plugin {
  return {
    name: 'club:yield-between-modules',
    apply: (_config, env) => env.command === 'build' && !env.isSsrBuild,
    renderChunk(code, chunk) {
      if (chunk.isEntry) return null;
      const importsOf = new Map<string, readonly string[]>();
      for (const id of chunk.moduleIds) {
        const file = id.replaceAll('\\', '/');
        importsOf.set(
          file,
          (this.getModuleInfo(id)?.importedIds ?? []).map((i) => i.replaceAll('\\', '/')),
        );
      }
      // The bundler names each module by its path from the project's root.
      const imports = (file: string) => [...importsOf].find(([id]) => id.endsWith(`/${file}`))?.[1] ?? [];
      let yields = 0;
      const out = code.replace(/^\/\/ (\S+\.m?[jt]sx?)\n/gm, (line, file: string) => {
        if (!matches(file, imports(file))) return line;
        yields++;
        return `await ${YIELD}();\n${line}`;
      });
      return yields ? { code: `${YIELD_FUNCTION}\n${out}`, map: null } : null;
    },
  };
}

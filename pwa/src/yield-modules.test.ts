/**
 * scripts/vite-yield-modules.ts: in the built chunks, each contract module that builds zod schemas
 * (and Dexie) starts in a task of its own; every other module runs as it was, and entry chunks
 * are left alone.
 */
import { describe, expect, it } from 'vitest';
import { contractOrDexie as matches, yieldBetweenModules } from '../../scripts/vite-yield-modules';

const ROOT = '/repo';

const MODULES: Record<string, string[]> = {
  [`${ROOT}/shared/api/endpoint.ts`]: [],
  [`${ROOT}/shared/schemas/events.ts`]: [`${ROOT}/shared/zod.ts`],
  [`${ROOT}/node_modules/dexie/dist/dexie.mjs`]: [],
  [`${ROOT}/pwa/src/lib/db.ts`]: [`${ROOT}/node_modules/dexie/dist/dexie.mjs`],
};

const CHUNK = [
  'globalThis.order = [];',
  '// shared/api/endpoint.ts',
  "globalThis.order.push('endpoint');",
  '// shared/schemas/events.ts',
  "globalThis.order.push('events');",
  '// node_modules/dexie/dist/dexie.mjs',
  "globalThis.order.push('dexie');",
  '// pwa/src/lib/db.ts',
  "globalThis.order.push('db');",
  'export const done = true;',
  '',
].join('\n');

function render(isEntry: boolean) {
  const plugin = yieldBetweenModules(matches);
  const hook = plugin.renderChunk as unknown as (this: unknown, code: string, chunk: unknown) => { code: string } | null;
  const context = { getModuleInfo: (id: string) => ({ importedIds: MODULES[id] ?? [] }) };
  return hook.call(context, CHUNK, { isEntry, moduleIds: Object.keys(MODULES) });
}

describe('yieldBetweenModules', () => {
  it('puts a yield before the contract modules that build schemas and before Dexie, nowhere else', () => {
    const out = render(false)!.code;
    const lines = out.split('\n');
    const before = (file: string) => lines[lines.indexOf(`// ${file}`) - 1];
    expect(before('shared/schemas/events.ts')).toMatch(/^await __clubYieldTask\(\);$/);
    expect(before('node_modules/dexie/dist/dexie.mjs')).toMatch(/^await __clubYieldTask\(\);$/);
    expect(before('shared/api/endpoint.ts')).toBe('globalThis.order = [];');
    expect(before('pwa/src/lib/db.ts')).toBe("globalThis.order.push('dexie');");
    expect(out.match(/await /g)).toHaveLength(2);
  });

  it('leaves entry chunks as they are (the first page must not wait)', () => {
    expect(render(true)).toBeNull();
  });

  it('makes a chunk that still runs every module once, in order, and resolves for whoever imports it', async () => {
    const out = render(false)!.code;
    const mod = (await import(/* @vite-ignore */ `data:text/javascript,${encodeURIComponent(out)}`)) as { done: boolean };
    expect(mod.done).toBe(true);
    expect((globalThis as unknown as { order: string[] }).order).toEqual(['endpoint', 'events', 'dexie', 'db']);
  });
});

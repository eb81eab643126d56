import type { Plugin } from 'vite';
import type { ChunkGroup } from '../pwa/src/lib/chunk-groups';

/**
 * The parts of the app a visitor of the public site never needs, by group: a role's area
 * (admin, member, participant dashboards; the door's check-in with its QR decoder), Bangla
 * (its texts and its font) and the pages a mail's link opens. Each group is named by the file names of its chunks in dist/assets
 * (Vite names a chunk after its module: `admin-dashboard-<hash>.js`), and takes in every chunk that
 * only its own chunks import (an admin tab, the chart library). The service worker precaches
 * none of them (vite.config.ts): it caches each when it is first used, and fetches a group in the
 * background when someone signs in to that role or reads in Bangla (pwa/src/lib/warm-chunks.ts).
 */
export const CHUNK_GROUPS = {
  admin: [/^admin-dashboard-/, /^chart-setup-/],
  member: [/^member-dashboard-/, /^bangla-word-400-.*\.woff2$/],
  participant: [/^participant-dashboard-/],
  'check-in': [/^check-in-/, /^start-scanner-/, /^jsQR-/],
  bn: [/^i18n-bn-/, /^message-translator-/, /^bangla-times-/, /^zod-language-/, /^noto-sans-bengali.*\.woff2$/],
  // The pages only a mail's link opens: each needs the server (a token to check), so offline they
  // would have nothing to do; cached when first opened, never warmed. Their routes' chunks only:
  // what they share with an area (the unsubscribe page's preferences, in the dashboards) goes with it.
  'mail-links': [/^reset-password-[\w-]{8}\.js$/, /^verify-email-[\w-]{8}\.js$/, /^unsubscribe-[\w-]{8}\.js$/],
} satisfies Record<ChunkGroup, RegExp[]>;

/** Each group's files, as URLs (`/assets/admin-dashboard-C1B7jXqW.js`), sorted. */
export type ChunkGroupFiles = Record<ChunkGroup, string[]>;

const baseName = (fileName: string) => fileName.split('/').pop()!;

/**
 * Reads the groups off the client build's bundle. `groups()` holds them once the bundle is
 * written (the service worker is built after that: vite-plugin-pwa's closeBundle), and
 * `isGrouped(url)` tells a precache entry (`assets/x.js`) that belongs to a group.
 */
export function chunkGroups(): { plugin: Plugin; groups: () => ChunkGroupFiles; isGrouped: (url: string) => boolean } {
  let files: ChunkGroupFiles | null = null;
  const grouped = new Set<string>();
  const groups = () => {
    if (!files) throw new Error('chunkGroups: the client bundle has not been written yet');
    return files;
  };
  const plugin: Plugin = {
    name: 'club:chunk-groups',
    // The client build only (not the page renderer built for Node, nor the dev server).
    apply: (_config, env) => env.command === 'build' && !env.isSsrBuild,
    enforce: 'post',
    generateBundle(_options, bundle) {
      const out = Object.values(bundle);
      const groupsOf = new Map<string, Set<ChunkGroup>>();
      const add = (file: string, group: ChunkGroup) => groupsOf.set(file, (groupsOf.get(file) ?? new Set()).add(group));
      for (const file of out) {
        for (const [group, patterns] of Object.entries(CHUNK_GROUPS) as [ChunkGroup, RegExp[]][]) {
          if (patterns.some((p) => p.test(baseName(file.fileName)))) add(file.fileName, group);
        }
      }
      // Who imports each chunk (statically or lazily), and which stylesheets a chunk brings.
      const importers = new Map<string, string[]>();
      for (const file of out) {
        if (file.type !== 'chunk') continue;
        const imported = [...file.imports, ...file.dynamicImports, ...(file.viteMetadata?.importedCss ?? [])];
        for (const i of imported) importers.set(i, [...(importers.get(i) ?? []), file.fileName]);
      }
      // A chunk (or stylesheet) that only grouped chunks import is theirs too, until nothing changes.
      for (let changed = true; changed;) {
        changed = false;
        for (const file of out) {
          const by = importers.get(file.fileName);
          if (groupsOf.has(file.fileName) || !by?.length || (file.type === 'chunk' && file.isEntry)) continue;
          if (!by.every((i) => groupsOf.has(i))) continue;
          for (const i of by) for (const g of groupsOf.get(i)!) add(file.fileName, g);
          changed = true;
        }
      }
      const result = Object.fromEntries(Object.keys(CHUNK_GROUPS).map((g) => [g, [] as string[]])) as ChunkGroupFiles;
      for (const [file, names] of groupsOf) {
        grouped.add(file);
        for (const g of names) result[g].push(`/${file}`);
      }
      for (const list of Object.values(result)) list.sort();
      for (const [group, list] of Object.entries(result)) {
        if (list.length === 0) this.error(`chunkGroups: no file in dist/assets is named like the group '${group}' (renamed?)`);
      }
      files = result;
    },
  };
  return { plugin, groups, isGrouped: (url) => grouped.has(url.replace(/^\//, '')) };
}

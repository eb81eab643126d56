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
  // Push is for signed-in people: its subscription (turned off at sign-out) goes with each area.
  admin: [/^admin-dashboard-/, /^chart-setup-/, /^push-subscription-/],
  // The areas' texts go with the dashboards (a delivered submission's toast, online, loads them too).
  member: [/^member-dashboard-/, /^bangla-word-400-.*\.woff2$/, /^i18n-areas-/, /^push-subscription-/],
  participant: [/^participant-dashboard-/, /^i18n-areas-/, /^push-subscription-/],
  'check-in': [/^check-in-/, /^start-scanner-/, /^jsQR-/],
  bn: [/^i18n-bn-/, /^message-translator-/, /^bangla-times-/, /^zod-language-/, /^noto-sans-bengali.*\.woff2$/],
  // The pages only a mail's link opens: each needs the server (a token to check), so offline they
  // would have nothing to do; cached when first opened, never warmed. Their routes' chunks only:
  // what they share with an area (the unsubscribe page's preferences, in the dashboards) goes with it.
  'mail-links': [/^reset-password-[\w-]{8}\.js$/, /^verify-email-[\w-]{8}\.js$/, /^unsubscribe-[\w-]{8}\.js$/],
  // The public site's pages other than the home page (PUBLIC_ROUTES, by module): cached as they are
  // seen, and all of them on a return visit or at sign-in (issue 27: a first visit of `/` pays for `/` only).
  public: [],
} satisfies Record<ChunkGroup, RegExp[]>;

/**
 * The public group by the module a chunk was made for (names repeat: the news page's chunk and
 * the news texts' are both `news-<hash>.js`): every route of pwa/src/app/router.tsx but the home
 * page and the routes of the groups above, and the QR code drawing of a ticket.
 */
const PUBLIC_MODULES = [
  /\/pwa\/src\/app\/routes\/(?!(home|admin-dashboard|member-dashboard|participant-dashboard|check-in|reset-password|verify-email|unsubscribe)\.tsx$)[\w-]+\.tsx$/,
  /\/node_modules\/qrcode\//,
];

/** Each group's files, as URLs (`/assets/admin-dashboard-C1B7jXqW.js`), sorted. */
export type ChunkGroupFiles = Record<ChunkGroup, string[]>;
/**
 * What each public page may open, by its route chunk's URL: the public group's files it imports,
 * at once or later (a dialog, the QR code), as indexes into the group's list. A page seen on a
 * first visit is kept with them, so its dialogs open offline too (lib/warm-worker.ts).
 */
export type PageOpens = Record<string, number[]>;

const baseName = (fileName: string) => fileName.split('/').pop()!;

/**
 * Reads the groups off the client build's bundle. `groups()` holds them once the bundle is
 * written (the service worker is built after that: vite-plugin-pwa's closeBundle), and
 * `isGrouped(url)` tells a precache entry (`assets/x.js`) that belongs to a group.
 */
export function chunkGroups(): { plugin: Plugin; groups: () => ChunkGroupFiles; pageOpens: () => PageOpens; isGrouped: (url: string) => boolean } {
  let files: ChunkGroupFiles | null = null;
  let opens: PageOpens = {};
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
        const facade = file.type === 'chunk' && !file.isEntry ? file.facadeModuleId?.replaceAll('\\', '/') : undefined;
        if (facade && PUBLIC_MODULES.some((m) => m.test(facade))) add(file.fileName, 'public');
      }
      // Who imports each chunk (statically or lazily), and which stylesheets a chunk brings.
      const importers = new Map<string, string[]>();
      const importsOf = new Map<string, string[]>();
      for (const file of out) {
        if (file.type !== 'chunk') continue;
        const imported = [...file.imports, ...file.dynamicImports, ...(file.viteMetadata?.importedCss ?? [])];
        importsOf.set(file.fileName, imported);
        for (const i of imported) importers.set(i, [...(importers.get(i) ?? []), file.fileName]);
      }
      const routes = new Set(groupsOf.keys());
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
      // Each public page's route chunk (grouped before the closure above), with what it may open.
      const index = new Map(result.public.map((url, i) => [url.slice(1), i]));
      opens = {};
      for (const route of routes) {
        if (!groupsOf.get(route)!.has('public')) continue;
        const seen = new Set<string>([route]);
        for (const f of seen) for (const i of importsOf.get(f) ?? []) if (index.has(i)) seen.add(i);
        opens[`/${route}`] = [...seen].map((f) => index.get(f)!).sort((a, b) => a - b);
      }
      for (const [group, list] of Object.entries(result)) {
        if (list.length === 0) this.error(`chunkGroups: no file in dist/assets is named like the group '${group}' (renamed?)`);
      }
      files = result;
    },
  };
  return { plugin, groups, pageOpens: () => opens, isGrouped: (url) => grouped.has(url.replace(/^\//, '')) };
}

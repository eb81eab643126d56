/**
 * Every Bangla catalogue (locales/bn/**), in one chunk that lib/i18n.ts loads when the reader
 * chooses Bangla: the English first load never carries it, nor does the service worker precache it;
 * once Bangla is read, all of it (this chunk, the date names, the font) is kept for offline (keepOffline). Files map to namespaces as their English twins do: `bn/events.ts` ->
 * 'events', `bn/admin/users.ts` -> 'users', `bn/areas/participant.ts` merges into 'participant',
 * and a file in another folder (`bn/check-in/page.ts`, `bn/tickets/texts.ts`) merges into the
 * namespace named after its folder.
 */
type Catalogue = Record<string, unknown>;
type CatalogueModule = { default: Catalogue };

const files = import.meta.glob<CatalogueModule>('../locales/bn/**/*.ts', { eager: true });

/** The namespace a catalogue file under locales/<lng>/ belongs to. */
export function namespaceOf(path: string): string | undefined {
  const parts = path
    .replace(/^.*\/locales\/[a-z]+\//, '')
    .replace(/\.ts$/, '')
    .split('/');
  if (parts.some((p) => p.includes('.'))) return undefined; // e.g. a stray x.test.ts
  if (parts.length === 1) return parts[0];
  const [folder, file] = parts;
  return folder === 'admin' || folder === 'areas' ? file : folder;
}

const merge = (into: Catalogue, from: Catalogue): Catalogue => {
  for (const [k, v] of Object.entries(from)) {
    const have = into[k];
    into[k] = have && typeof have === 'object' && v && typeof v === 'object' ? merge({ ...(have as Catalogue) }, v as Catalogue) : v;
  }
  return into;
};

export function bnNamespaces(): Record<string, Catalogue> {
  const out: Record<string, Catalogue> = {};
  for (const [path, mod] of Object.entries(files)) {
    const ns = namespaceOf(path);
    if (ns) out[ns] = merge(out[ns] ?? {}, mod.default);
  }
  return out;
}

/** Asks the service worker to keep all of Bangla (lib/warm-chunks.ts): called once its texts are in. */
export function keepOffline(): void {
  // (Imported lazily: a static import made the app's first load name the stylesheet as this chunk's dependency.)
  void import('./warm-chunks').then((m) => m.warmChunks(['bn']));
}

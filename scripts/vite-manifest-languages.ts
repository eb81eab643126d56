import type { Plugin } from 'vite';

type Texts = { name: string; shortName: string; description: string };

/**
 * The web app manifest in each further language (`manifest-<lng>.webmanifest`), from the same
 * manifest with the language's name and description: the app points its <link rel="manifest"> at
 * the reader's language (lib/i18n.ts), so an app installed in Bangla is named in Bangla.
 */
export function manifestLanguages(base: Record<string, unknown>, languages: Record<string, Texts>): Plugin {
  return {
    name: 'club:manifest-languages',
    apply: 'build',
    generateBundle() {
      for (const [lng, texts] of Object.entries(languages)) {
        const manifest = { ...base, name: texts.name, short_name: texts.shortName, description: texts.description, lang: lng };
        this.emitFile({ type: 'asset', fileName: `manifest-${lng}.webmanifest`, source: JSON.stringify(manifest) });
      }
    },
  };
}

/** The parts of subset-font (no types of its own) that scripts/bangla-word-font.mjs and its test use. */
declare module 'subset-font' {
  interface SubsetFontOptions {
    targetFormat?: 'sfnt' | 'woff' | 'woff2' | 'truetype';
    variationAxes?: Record<string, number | { min?: number; max?: number; default?: number }>;
    keepAllGlyphs?: boolean;
    dropTables?: string[];
    noHinting?: boolean;
  }
  export default function subsetFont(font: Buffer, text: string | null, options?: SubsetFontOptions): Promise<Buffer>;
}

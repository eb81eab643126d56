/** Types of scripts/bangla-word-font.mjs (for its test, pwa/src/fonts/bangla-fonts.test.ts). */
export declare const WORD_TEXT: string;
export declare const WORD_WEIGHTS: number[];
export declare const MAIN_WEIGHTS: { min: number; max: number };
export declare const SOURCE_FONT: string;
export declare const FONTS_DIR: string;
export declare function makeBanglaFonts(): Promise<Record<string, Buffer>>;

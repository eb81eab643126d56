/**
 * The one door to zod for the shared schemas. In browsers zod runs without its JIT: the JIT's
 * probe (`new Function`) is refused by our Content-Security-Policy (script-src 'self') and the
 * browser reports that as a violation on every page with a form, even though zod catches it.
 * This must run before any schema is built, so every schema file imports `z` from here.
 */
import { z } from 'zod';

// Read through globalThis: this file is also checked and run where no DOM is declared (the server).
if ('window' in globalThis) z.config({ jitless: true });

export { z };

/**
 * Imports every `*.slots.ts(x)` file under pwa/src once, at start-up, so features can register
 * header extras and banner slots (components/layouts/header-slots.tsx) without editing the shell.
 */
import.meta.glob(['../**/*.slots.ts', '../**/*.slots.tsx'], { eager: true });

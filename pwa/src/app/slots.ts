/**
 * Imports every `*.slots.ts(x)` file under pwa/src once, at start-up, so features can register
 * header extras and banner slots (components/layouts/header-slots.tsx) without editing the shell.
 * They load beside the first paint, not before it (the offline layer, the service worker and the
 * database are not critical JavaScript); the slots render as soon as they register.
 */
const slots = import.meta.glob(['../**/*.slots.ts', '../**/*.slots.tsx']);
for (const load of Object.values(slots)) void load();

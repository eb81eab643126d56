/**
 * Imports every `*.slots.ts(x)` file under pwa/src once, at start-up, so features can register
 * header extras and banner slots (components/layouts/header-slots.tsx) without editing the shell.
 * They load beside the first paint, not before it (the offline layer, the service worker and the
 * database are not critical JavaScript); the slots render as soon as they register.
 */
const slots = import.meta.glob(['../**/*.slots.ts', '../**/*.slots.tsx']);
/** Settles when every slot file has loaded (the build's pre-render of the home page waits for it). */
export const slotsLoaded: Promise<unknown> = Promise.allSettled(Object.values(slots).map((load) => load()));

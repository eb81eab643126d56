import { useSyncExternalStore, type ComponentType } from 'react';

/**
 * Slots other features fill without editing the shell.
 *
 * - Header extras render inside <HeaderStatusSlot> at the right of the header, on every screen
 *   size (e.g. the online/offline indicator).
 * - Banner slots render in <BannerSlot>, a full-width strip between the header and the page
 *   (e.g. the notice banner, the "new version available" prompt).
 *
 * How to add one: create a file whose name ends in `.slots.ts` or `.slots.tsx` anywhere under
 * pwa/src (for example features/notices/notices.slots.tsx) and call the register function at
 * module level. src/app/slots.ts imports every such file at start-up, so nothing else needs to
 * change:
 *
 *   import { registerBannerSlot } from '@/components/layouts/header-slots';
 *   import { NoticeBanner } from './components/notice-banner';
 *   registerBannerSlot(NoticeBanner, { id: 'notice-banner', order: 10 });
 *
 * Lower `order` renders first (default 100); registering the same `id` again replaces the
 * earlier entry (safe under hot reload). Each register call returns an unregister function.
 * Slot components take no props and should render nothing when they have nothing to show.
 */
export interface SlotOptions {
  id?: string;
  order?: number;
}

interface SlotEntry<P = object> {
  id: string;
  order: number;
  Component: ComponentType<P>;
}

/** A list of components other modules register (in `order`, one per `id`), read with `useSyncExternalStore`. */
export function createRegistry<P = object>() {
  let entries: SlotEntry<P>[] = [];
  let seq = 0;
  const listeners = new Set<() => void>();
  const emit = () => listeners.forEach((l) => l());
  return {
    register(Component: ComponentType<P>, options: SlotOptions = {}): () => void {
      const id = options.id ?? `slot-${++seq}`;
      const entry: SlotEntry<P> = { id, order: options.order ?? 100, Component };
      entries = [...entries.filter((e) => e.id !== id), entry].sort((a, b) => a.order - b.order);
      emit();
      return () => {
        entries = entries.filter((e) => e !== entry);
        emit();
      };
    },
    subscribe(listener: () => void) {
      listeners.add(listener);
      return () => listeners.delete(listener);
    },
    get: () => entries,
  };
}

const headerExtras = createRegistry();
const bannerSlots = createRegistry();

/** Adds a component to the header's status area (HeaderStatusSlot). */
export const registerHeaderExtra = headerExtras.register;
/** Adds a component to the banner strip above every page (BannerSlot). */
export const registerBannerSlot = bannerSlots.register;

export function useHeaderExtras(): readonly SlotEntry[] {
  return useSyncExternalStore(headerExtras.subscribe, headerExtras.get, headerExtras.get);
}

export function useBannerSlots(): readonly SlotEntry[] {
  return useSyncExternalStore(bannerSlots.subscribe, bannerSlots.get, bannerSlots.get);
}

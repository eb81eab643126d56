import { useBannerSlots } from './header-slots';

/** The strip above every page: renders each component registered with registerBannerSlot(). */
export function BannerSlot() {
  const slots = useBannerSlots();
  if (slots.length === 0) return null;
  return (
    <div data-slot="banner">
      {slots.map(({ id, Component }) => (
        <Component key={id} />
      ))}
    </div>
  );
}

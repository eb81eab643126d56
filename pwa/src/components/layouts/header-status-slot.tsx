import type { ReactNode } from 'react';
import { useHeaderExtras } from './header-slots';

/**
 * The header's status area: renders its children, then every component registered with
 * registerHeaderExtra() (see header-slots.tsx), e.g. the online/offline indicator.
 */
export function HeaderStatusSlot({ children }: { children?: ReactNode }) {
  const extras = useHeaderExtras();
  if (!children && extras.length === 0) return null;
  return (
    <div className="flex items-center gap-1 sm:gap-2" data-slot="header-status">
      {children}
      {extras.map(({ id, Component }) => (
        <Component key={id} />
      ))}
    </div>
  );
}

import { afterEach, beforeEach, describe, expect, it } from 'vitest';
import { act, render } from '@testing-library/react';
import { useLayoutEffect, useState } from 'react';
import { useReportBannerHeight } from './banner-reserve';
import { BannerSlot } from './banner-slot';
import { registerBannerSlot } from './header-slots';

const KEY = 'bannerStripHeight';
const strip = (container: HTMLElement) => container.querySelector<HTMLElement>('[data-slot="banner"]');

let showNotice: (shown: boolean | null) => void = () => {};
/** A slot whose content arrives late, like the notice banner reading IndexedDB: null while loading. */
function LateSlot() {
  const [shown, setShown] = useState<boolean | null>(null);
  showNotice = setShown;
  const report = useReportBannerHeight();
  useLayoutEffect(() => {
    if (shown !== null) report(shown ? 52 : 0);
  }, [shown, report]);
  return shown ? <div>Heavy rain alert</div> : null;
}

let unregister: () => void = () => {};
beforeEach(() => localStorage.clear());
afterEach(() => unregister());

describe('BannerSlot', () => {
  it('holds last visit’s banner height from the first paint until the banner reports, so the page does not jump', () => {
    localStorage.setItem(KEY, '52');
    const { container } = render(<BannerSlot />);
    expect(strip(container)!.style.minHeight).toBe('52px'); // before any slot has even loaded
    act(() => void (unregister = registerBannerSlot(LateSlot, { id: 'late' })));
    expect(strip(container)!.style.minHeight).toBe('52px');
    act(() => showNotice(true));
    expect(strip(container)!.style.minHeight).toBe('');
    expect(localStorage.getItem(KEY)).toBe('52');
  });

  it('reserves nothing on a device that showed no banner, and forgets the height once nothing shows', () => {
    const { container } = render(<BannerSlot />);
    expect(strip(container)).toBeNull();
    localStorage.setItem(KEY, '52');
    act(() => void (unregister = registerBannerSlot(LateSlot, { id: 'late' })));
    act(() => showNotice(false));
    expect(localStorage.getItem(KEY)).toBeNull();
  });
});

import { afterEach, describe, expect, it } from 'vitest';
import { getToasts, resetToasts, toast, TOAST_DURATION } from './toast-store';

afterEach(() => resetToasts());

describe('toast()', () => {
  it('keeps at most one toast, the newest', () => {
    toast({ title: 'First' });
    toast({ title: 'Second', description: 'More', variant: 'destructive' });
    expect(getToasts()).toHaveLength(1);
    expect(getToasts()[0]).toMatchObject({ title: 'Second', description: 'More', variant: 'destructive', open: true });
  });

  it('defaults to 5000 ms and the default variant, and can be dismissed', () => {
    const handle = toast({ title: 'Saved' });
    expect(getToasts()[0]).toMatchObject({ duration: TOAST_DURATION, variant: 'default' });
    expect(TOAST_DURATION).toBe(5000);
    handle.dismiss();
    expect(getToasts()[0].open).toBe(false);
  });
});

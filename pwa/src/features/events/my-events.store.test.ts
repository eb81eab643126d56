import { describe, expect, it } from 'vitest';
import { renderHook, waitFor } from '@testing-library/react';
import { db } from '@/lib/db';
import { offlineDeviceForEachTest } from '@/test/fixtures/offline-device';
import { USER, myRegistration } from './__tests__/fixtures';
import { myRsvpsMirror } from './my-events.mirror';
import { rememberRsvp, useMyEvents, useMyRegistrations } from './my-events.store';

offlineDeviceForEachTest();

/** The rows an earlier version of the app kept: { userId, items }. */
const keptBefore = (userId: number) =>
  db.me.bulkPut([
    { key: 'events:my-rsvps', value: { userId, items: [11] } },
    { key: 'events:my-registrations', value: { userId, items: [myRegistration(12, 'confirmed'), myRegistration(13, 'cancelled')] } },
  ]);

describe('my events on the device', () => {
  it('offline, shows the RSVPs and registrations an earlier version kept, to their user only; another user sees theirs as never loaded', async () => {
    await keptBefore(USER.id);
    const { result } = renderHook(() => ({ mine: useMyEvents(USER.id), registrations: useMyRegistrations(USER.id) }));
    await waitFor(() => expect([...result.current.mine.rsvped]).toEqual([11]));
    expect([...result.current.mine.registered]).toEqual([12]);
    expect(result.current.registrations.rows?.map((r) => r.eventId)).toEqual([12, 13]);
    expect(result.current.registrations.neverLoaded).toBe(false);

    const other = renderHook(() => ({ mine: useMyEvents(99), registrations: useMyRegistrations(99) }));
    // Never loaded for them on this phone (offline): said so, never an empty list.
    await waitFor(() => expect(other.result.current.registrations.neverLoaded).toBe(true));
    expect(other.result.current.registrations.rows).toBeUndefined();
    expect(other.result.current.mine.rsvped.size).toBe(0);
    // The member views say so too, instead of 'Register Now' everywhere and 'no RSVPs yet'.
    await waitFor(() => expect(other.result.current.mine.rsvpsNeverLoaded).toBe(true));
    expect(other.result.current.mine.registrationsNeverLoaded).toBe(true);
    expect(result.current.mine.rsvpsNeverLoaded).toBe(false);
  });

  it('adds a confirmed RSVP to the ones kept before', async () => {
    await keptBefore(USER.id);
    await rememberRsvp(USER.id, 14);
    expect((await myRsvpsMirror.read(USER.id))?.value).toEqual([11, 14]);
  });
});

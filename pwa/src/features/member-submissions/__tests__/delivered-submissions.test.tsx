import { afterEach, beforeEach, describe, expect, it } from 'vitest';
import { waitFor } from '@testing-library/react';
import { getToasts, resetToasts } from '@/components/ui/toast-store';
import { db } from '@/lib/db';
import { setOutboxUser } from '@/lib/outbox';
import { outboxItem } from '@/lib/outbox-item.test-utils';
import { watchDeliveredSubmissions } from '../delivered-submissions';

/** Issue 29: a project queued offline and delivered later is told where the person is, once. */
let stop = () => {};
afterEach(() => stop());
beforeEach(async () => {
  await db.outbox.clear();
  resetToasts();
  setOutboxUser(5);
});

describe('watchDeliveredSubmissions', () => {
  it("says 'Project submitted successfully' with its title for a delivered project, and only once", async () => {
    const delivered = outboxItem({
      name: 'submission.project',
      url: '/api/projects',
      userKey: '5',
      status: 'done',
      doneAt: Date.now(),
      label: 'submissions:writes.project',
      labelValues: { title: 'River clean-up' },
    });
    await db.outbox.add(delivered);
    stop = watchDeliveredSubmissions();
    await waitFor(() => expect(getToasts()[0]).toMatchObject({ title: 'Project submitted successfully', description: 'River clean-up' }));
    stop();
    resetToasts();
    stop = watchDeliveredSubmissions();
    await waitFor(async () => expect((await db.outbox.get(delivered.id))?.announced).toBe(true));
    expect(getToasts()).toEqual([]);
  });
});

import '@/components/tickets/tickets.i18n';
import { useId, useState } from 'react';
import { useTranslation } from 'react-i18next';
import { eventsApi } from '@shared/api/events';
import type { WaitlistEntry } from '@shared/schemas/registrations';
import { OnlineButton } from '@/components/admin/online-button';
import { toast } from '@/components/ui/use-toast';
import { useAdminQuery } from '@/lib/admin-query';
import { serverMessage } from '@/lib/api-client';
import { formatDate, formatNumber } from '@/lib/i18n';
import { reorderWaitlist } from '../api/reorder-waitlist';

/** Swaps the entry at `index` with its neighbour (`by` -1 up, +1 down) and returns the ids in the new order. */
export function movedOrder(list: readonly WaitlistEntry[], index: number, by: -1 | 1): number[] {
  const ids = list.map((e) => e.registrationId);
  const to = index + by;
  if (to < 0 || to >= ids.length) return ids;
  [ids[index], ids[to]] = [ids[to], ids[index]];
  return ids;
}

/** An event's waitlist, first in line first, with up/down to reorder (PUT the whole order; admins online only). */
export function EventWaitlist({ eventId }: { eventId: number }) {
  const { t } = useTranslation('tickets');
  const titleId = useId();
  const query = useAdminQuery(eventsApi.waitlist, { params: { id: eventId } });
  const [saving, setSaving] = useState(false);
  const list = query.data?.waitlist;

  const move = async (index: number, by: -1 | 1) => {
    if (!list) return;
    setSaving(true);
    try {
      await reorderWaitlist(eventId, movedOrder(list, index, by));
      toast({ title: t('admin.saved') });
    } catch (err) {
      toast({ title: t('admin.failed'), description: serverMessage(err), variant: 'destructive' });
    } finally {
      setSaving(false);
    }
  };

  return (
    <section aria-labelledby={titleId} className="grid gap-2 rounded-box border border-base-300 p-3" data-testid="event-waitlist">
      <h3 id={titleId} className="font-semibold">
        {t('admin.title')}
        {list && list.length > 0 && <span className="badge badge-info badge-sm ml-2">{formatNumber(list.length)}</span>}
      </h3>
      {!list ? (
        query.isLoading || query.neverLoaded ? null : (
          <div className="flex flex-wrap items-center gap-2">
            <p className="text-sm">{t('admin.loadFailed')}</p>
            <button type="button" className="btn btn-sm min-h-11" onClick={query.reload}>
              {t('admin.retry')}
            </button>
          </div>
        )
      ) : list.length === 0 ? (
        <p className="text-sm opacity-70">{t('admin.empty')}</p>
      ) : (
        <ol className="grid gap-2">
          {list.map((e, i) => (
            <li key={e.registrationId} className="flex items-center gap-2" data-testid="waitlist-entry">
              <span className="badge badge-outline">{formatNumber(e.position)}</span>
              <span className="grid min-w-0 flex-1">
                <span className="font-medium break-words">{e.name}</span>
                <span className="text-xs break-all opacity-70">
                  {e.email} · {t('admin.registeredAt', { date: formatDate(e.registeredAt, t('shortDateFormat')) })}
                </span>
              </span>
              <OnlineButton
                className="btn btn-ghost btn-sm min-h-11 min-w-11"
                disabled={saving || i === 0}
                aria-label={t('admin.up', { name: e.name })}
                onClick={() => void move(i, -1)}
              >
                ↑
              </OnlineButton>
              <OnlineButton
                className="btn btn-ghost btn-sm min-h-11 min-w-11"
                disabled={saving || i === list.length - 1}
                aria-label={t('admin.down', { name: e.name })}
                onClick={() => void move(i, 1)}
              >
                ↓
              </OnlineButton>
            </li>
          ))}
        </ol>
      )}
    </section>
  );
}

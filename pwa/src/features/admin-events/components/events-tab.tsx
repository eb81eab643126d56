import { useState } from 'react';
import { useTranslation } from 'react-i18next';
import type { ClubEvent } from '@shared/schemas/events';
import { eventsApi } from '@shared/api/events';
import { registrationsApi } from '@shared/api/registrations';
import { AdminSection } from '@/components/admin/admin-section';
import { OnlineButton } from '@/components/admin/online-button';
import { useAdminAction } from '@/components/admin/use-admin-action';
import { toast } from '@/components/ui/use-toast';
import { useAdminQuery } from '@/lib/admin-query';
import { isUnauthorized } from '@/lib/api-client';
import { deleteEvent } from '../api/delete-event';
import { bothQueries } from '../both-queries';
import { AllEvents } from './all-events';
import { EventCounts } from './event-counts';
import { EventFormDialog } from './event-form-dialog';
import { EventRegistrationsDialog } from './event-registrations-dialog';
import { RecentRegistrations } from './recent-registrations';

/**
 * The Events tab (signed-in-areas.md §2): counts, Create Event (also `?action=create-event`),
 * All Events with Edit / Registrations / Delete, and the 10 most recent registrations.
 */
export function EventsTab() {
  const { t } = useTranslation('admin-events');
  const events = useAdminQuery(eventsApi.list);
  const registrations = useAdminQuery(registrationsApi.list);
  const [action, setAction] = useAdminAction();
  const [editingId, setEditingId] = useState<number | null>(null);
  const [viewingId, setViewingId] = useState<number | null>(null);
  const list = events.data?.events;
  // Looked up in the latest list, so a dialog shows the event as it is now (after an edit).
  const find = (id: number | null) => (id === null ? null : (list?.find((e) => e.id === id) ?? null));
  const editing = find(editingId);

  const remove = async (event: ClubEvent) => {
    if (!window.confirm(t('list.confirmDelete', { title: event.title }))) return;
    try {
      await deleteEvent(event.id);
      toast({ title: t('toast.deleted') });
    } catch (err) {
      toast({ title: isUnauthorized(err) ? t('toast.unauthorized') : t('toast.error'), description: t('toast.deleteFailed'), variant: 'destructive' });
    }
  };

  return (
    <div className="grid gap-4" data-testid="admin-events">
      <div className="grid gap-3 sm:grid-cols-[1fr_auto] sm:items-center">
        <EventCounts events={list} registrations={registrations.data} />
        <OnlineButton className="btn btn-primary min-h-11" onClick={() => setAction('create-event')}>
          <span aria-hidden="true">+</span> {t('createEvent')}
        </OnlineButton>
      </div>
      <div className="grid gap-4 lg:grid-cols-3">
        <div className="lg:col-span-2">
          <AdminSection query={events} title={t('list.title')} testId="admin-all-events">
            {({ events: all }) => (
              <AllEvents events={all} onEdit={(e) => setEditingId(e.id)} onRegistrations={(e) => setViewingId(e.id)} onDelete={(e) => void remove(e)} />
            )}
          </AdminSection>
        </div>
        <AdminSection query={bothQueries(registrations, events)} title={t('recent.title')} testId="admin-recent-registrations">
          {([regs, { events: all }]) => <RecentRegistrations registrations={regs} events={all} />}
        </AdminSection>
      </div>
      <EventFormDialog open={action === 'create-event'} onClose={() => setAction(null)} />
      <EventFormDialog open={editing !== null} event={editing} onClose={() => setEditingId(null)} />
      <EventRegistrationsDialog event={find(viewingId)} onClose={() => setViewingId(null)} />
    </div>
  );
}

import { useTranslation } from 'react-i18next';
import type { ClubEvent } from '@shared/schemas/events';
import { PageMessage } from '@/components/ui/page-message';
import type { MirroredList } from '@/lib/mirror';
import { selectRsvpEvents } from '../events.store';
import { useMemberRsvp } from '../use-member-rsvp';
import { MemberRsvpAction } from './member-rsvp-action';
import { MemberRsvpRow } from './member-rsvp-row';

/**
 * The 'RSVP Event' quick action's list: the upcoming and ongoing events that take RSVPs, soonest
 * first, each with a working RSVP button (or the member's RSVP and Cancel RSVP). `list` is the
 * events mirror.
 */
export function MemberRsvpList({ list }: { list: MirroredList<ClubEvent> }) {
  const { t } = useTranslation('events');
  const state = useMemberRsvp();
  const events = [...selectRsvpEvents(list.items)].sort((a, b) => a.date.localeCompare(b.date) || a.id - b.id);
  if (list.isLoading) return <PageMessage kind="loading" title={t('loading')} heading="h3" />;
  if (list.error && events.length === 0)
    return <PageMessage kind="error" title={t('error.title')} text={t('error.textRsvp')} heading="h3" notOnPhone={t('notOnPhone')} />;
  if (events.length === 0) return <PageMessage kind="empty" title={t('empty.rsvpTitle')} text={t('empty.rsvpText')} heading="h3" />;
  return (
    <ul className="grid gap-2" data-testid="member-rsvp-list">
      {events.map((event) => (
        <MemberRsvpRow key={event.id} event={event} action={<MemberRsvpAction event={event} state={state} />} />
      ))}
    </ul>
  );
}

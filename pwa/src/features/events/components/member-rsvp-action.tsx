import { useTranslation } from 'react-i18next';
import { isEventOpen } from '@shared/policies/events';
import type { ClubEvent } from '@shared/schemas/events';
import type { MemberRsvp } from '../use-member-rsvp';

/**
 * Where the member stands with an event's RSVP, and what they can do: 'You are going' or 'RSVP
 * waiting to be sent' with Cancel RSVP ('Cancelling...'); 'Cancellation waiting to be sent' or
 * nothing with RSVP ('Confirming...'). Events no longer open show the state and theirs (Completed, Cancelled).
 */
export function MemberRsvpAction({ event, state }: { event: ClubEvent; state: MemberRsvp }) {
  const { t } = useTranslation('events');
  const { mine, rsvp, cancel } = state;
  const open = isEventOpen(event);
  const confirming = rsvp.pendingId === event.id;
  const cancelling = cancel.cancellingId === event.id;
  const going = mine.rsvped.has(event.id);
  const queued = !going && mine.rsvpQueued.has(event.id);

  const badge = going ? (
    <span className="badge badge-success whitespace-nowrap">{t('rsvp.attending')}</span>
  ) : queued ? (
    <span className="badge badge-warning whitespace-nowrap">{t('rsvp.queued')}</span>
  ) : mine.cancelQueued.has(event.id) ? (
    <span className="badge badge-warning whitespace-nowrap">{t('member.rsvp.cancelQueued')}</span>
  ) : null;

  const button = !open ? null : going || queued ? (
    <button
      type="button"
      className="btn btn-outline btn-error btn-sm min-h-11"
      disabled={cancelling}
      aria-busy={cancelling || undefined}
      aria-label={cancelling ? undefined : t('member.rsvp.cancelFor', { title: event.title })}
      onClick={() => cancel.cancel(event)}
    >
      {cancelling ? t('member.rsvp.cancelling') : t('member.rsvp.cancel')}
    </button>
  ) : (
    <button
      type="button"
      className="btn btn-secondary btn-sm min-h-11"
      disabled={confirming}
      aria-busy={confirming || undefined}
      aria-label={confirming ? undefined : t('member.rsvp.rsvpFor', { title: event.title })}
      onClick={() => rsvp.send(event)}
    >
      {confirming ? t('rsvp.confirming') : t('card.rsvp')}
    </button>
  );

  return (
    <div className="flex flex-wrap items-center justify-end gap-2" data-testid="member-rsvp-action">
      {badge}
      {!open && <span className="badge badge-ghost whitespace-nowrap">{t(`status.${event.status}`)}</span>}
      {button}
    </div>
  );
}

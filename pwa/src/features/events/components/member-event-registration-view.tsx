import { useState } from 'react';
import { useTranslation } from 'react-i18next';
import type { ClubEvent } from '@shared/schemas/events';
import { NotOnPhoneYet } from '@/components/offline/not-on-phone-yet';
import { useAuth } from '@/lib/auth';
import type { MirroredList } from '@/lib/mirror';
import { selectRegistrationEvents } from '../events.store';
import { useMyEvents } from '../my-events.store';
import { EventTabList } from './event-tab-list';
import { MemberEventCard } from './member-event-card';
import { MemberRegistrationAction } from './member-registration-action';
import { MemberRegistrationForm } from './member-registration-form';
import { RegisterDialog } from './register-dialog';

/**
 * The member dashboard's Event Registration view (signed-in-areas.md §2): the upcoming and
 * ongoing events that take registrations, each with Register Now, Registered (and the
 * registration's status) or Event Full; Register Now opens the member form of §5.
 * `list` is the events mirror (`useEvents()`); the member's own registrations come from the device.
 */
export function MemberEventRegistrationView({ list }: { list: MirroredList<ClubEvent> }) {
  const { t } = useTranslation('events');
  const { user } = useAuth();
  const mine = useMyEvents(user?.id ?? null);
  const [registering, setRegistering] = useState<ClubEvent | null>(null);
  const close = () => setRegistering(null);

  return (
    <div className="grid gap-4" data-testid="member-event-registration">
      {mine.registrationsNeverLoaded && <NotOnPhoneYet text={t('member.registrationsNotOnPhone')} testId="member-registrations-not-on-phone" />}
      <EventTabList
        list={list}
        events={selectRegistrationEvents(list.items)}
        kind="registration"
        card={(event) => (
          <MemberEventCard
            key={event.id}
            event={event}
            action={
              <MemberRegistrationAction
                event={event}
                registration={mine.registrations.find((r) => r.eventId === event.id && r.status !== 'cancelled')}
                queued={mine.registrationQueued.has(event.id)}
                onRegister={setRegistering}
              />
            }
          />
        )}
      />
      <RegisterDialog event={registering} onClose={close}>
        {registering && <MemberRegistrationForm key={registering.id} event={registering} onClose={close} />}
      </RegisterDialog>
    </div>
  );
}

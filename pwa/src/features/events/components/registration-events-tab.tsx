import { useState, type ReactNode } from 'react';
import type { ClubEvent } from '@shared/schemas/events';
import type { MirroredList } from '@/lib/mirror';
import type { HeldRegistrations } from '../held-registrations';
import { selectRegistrationEvents } from '../events.store';
import { EventAction } from './event-action';
import { EventCard } from './event-card';
import { EventTabList } from './event-tab-list';
import { RegisterDialog } from './register-dialog';

export interface RegistrationTabProps {
  list: MirroredList<ClubEvent>;
  /** The form inside 'Register for {title}'; `close` ends the dialog. */
  renderRegistrationForm?: (event: ClubEvent, close: () => void) => ReactNode;
  /** The registrations this device holds (and those waiting to be sent), by event. */
  registrations?: HeldRegistrations;
}

/** Events that need registration, each with 'Register Now'. */
export function RegistrationEventsTab({ list, renderRegistrationForm, registrations }: RegistrationTabProps) {
  const [registering, setRegistering] = useState<ClubEvent | null>(null);
  const close = () => setRegistering(null);

  return (
    <>
      <EventTabList
        list={list}
        events={selectRegistrationEvents(list.items)}
        kind="registration"
        card={(event) => (
          <EventCard
            key={event.id}
            event={event}
            variant="registration"
            action={
              <EventAction
                event={event}
                registration={registrations?.byEvent.get(event.id)}
                registrationWaiting={registrations?.waiting.has(event.id)}
                onRegister={setRegistering}
              />
            }
          />
        )}
      />
      <RegisterDialog event={registering} onClose={close}>
        {registering && renderRegistrationForm?.(registering, close)}
      </RegisterDialog>
    </>
  );
}

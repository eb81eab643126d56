import { useState, type ReactNode } from 'react';
import type { ClubEvent } from '@shared/schemas/events';
import type { MirroredList } from '@/lib/mirror';
import { selectRegistrationEvents } from '../events.store';
import { EventAction } from './event-action';
import { EventCard } from './event-card';
import { EventTabList } from './event-tab-list';
import { RegisterDialog } from './register-dialog';

export interface RegistrationTabProps {
  list: MirroredList<ClubEvent>;
  /** The form inside 'Register for {title}'; `close` ends the dialog. */
  renderRegistrationForm?: (event: ClubEvent, close: () => void) => ReactNode;
  /** Events the signed-in user holds a (not cancelled) registration for. */
  registeredIds?: ReadonlySet<number>;
}

/** Events that need registration, each with 'Register Now'. */
export function RegistrationEventsTab({ list, renderRegistrationForm, registeredIds }: RegistrationTabProps) {
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
            action={<EventAction event={event} registered={registeredIds?.has(event.id)} onRegister={setRegistering} />}
          />
        )}
      />
      <RegisterDialog event={registering} onClose={close}>
        {registering && renderRegistrationForm?.(registering, close)}
      </RegisterDialog>
    </>
  );
}

import { useState, type ReactNode } from 'react';
import { useTranslation } from 'react-i18next';
import type { ClubEvent } from '@shared/schemas/events';
import type { MirroredList } from '@/lib/mirror';
import { selectRegistrationEvents } from '../events.store';
import { EventAction } from './event-action';
import { EventCard } from './event-card';
import { EventListState } from './event-list-state';
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
  const { t } = useTranslation('events');
  const [registering, setRegistering] = useState<ClubEvent | null>(null);
  const close = () => setRegistering(null);
  const events = selectRegistrationEvents(list.items);
  const state = list.isLoading ? 'loading' : list.error ? 'error' : events.length === 0 ? 'empty' : 'ready';
  const title = state === 'loading' ? t('loading') : state === 'error' ? t('error.title') : state === 'empty' ? t('empty.registrationTitle') : undefined;
  const text = state === 'error' ? t('error.text') : state === 'empty' ? t('empty.registrationText') : undefined;

  return (
    <>
      <EventListState state={state} title={title} text={text}>
        {events.map((event) => (
          <EventCard
            key={event.id}
            event={event}
            variant="registration"
            action={<EventAction event={event} registered={registeredIds?.has(event.id)} onRegister={setRegistering} />}
          />
        ))}
      </EventListState>
      <RegisterDialog event={registering} onClose={close}>
        {registering && renderRegistrationForm?.(registering, close)}
      </RegisterDialog>
    </>
  );
}

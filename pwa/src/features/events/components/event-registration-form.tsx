import { useTranslation } from 'react-i18next';
import type { ClubEvent } from '@shared/schemas/events';
import { FormActions } from '@/components/form/form-actions';
import { SchemaForm } from '@/components/form/schema-form';
import { RegistrationSuccess, WaitlistOffer } from '@/components/tickets';
import { CustomQuestions } from './custom-questions';
import { RegistrationFields } from './registration-fields';
import { TeamFields } from './team-fields';
import { useEventRegistrationForm } from './use-event-registration-form';

/**
 * The form inside 'Register for {event title}' (public-site.md §5, signed-in-areas.md §3, §5):
 * the common fields, the team fields for team events, and the event's custom questions.
 * Cancel closes the dialog; closing unmounts the form, which resets it.
 */
export function EventRegistrationForm({ event, onClose }: { event: ClubEvent; onClose: () => void }) {
  const { t } = useTranslation('events');
  const { kit, answer, offer, joining, joinWaitlist, anonymous } = useEventRegistrationForm(event, onClose);

  // Registered: the ticket (and for a visitor the cancel link) instead of the form.
  if (answer) return <RegistrationSuccess response={answer.response} event={event} name={answer.name} anonymous={anonymous} onDone={onClose} />;

  return (
    <SchemaForm kit={kit} className="mt-4 grid gap-1" testId="event-registration-form">
      <RegistrationFields kit={kit} />
      {event.teamEvent && <TeamFields kit={kit} />}
      <CustomQuestions kit={kit} questions={event.customQuestions} />
      {offer && <WaitlistOffer onJoin={() => void joinWaitlist()} busy={joining} />}
      <FormActions kit={kit} cancelLabel={t('register.cancel')} onCancel={onClose} submitLabel={t('register.submit')} busyLabel={t('register.submitting')} />
    </SchemaForm>
  );
}

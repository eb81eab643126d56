import { useTranslation } from 'react-i18next';
import type { ClubEvent } from '@shared/schemas/events';
import { CustomQuestionField } from './custom-question-field';
import { RegistrationFields } from './registration-fields';
import { TeamFields } from './team-fields';
import { useEventRegistrationForm } from './use-event-registration-form';
import { onFormSubmit } from '@/components/ui/focus-first-invalid';
import { RegistrationSuccess, WaitlistOffer } from '@/components/tickets';

/**
 * The form inside 'Register for {event title}' (public-site.md §5, signed-in-areas.md §3, §5):
 * the common fields, the team fields for team events, and the event's custom questions.
 * Cancel closes the dialog; closing unmounts the form, which resets it.
 */
export function EventRegistrationForm({ event, onClose }: { event: ClubEvent; onClose: () => void }) {
  const { t } = useTranslation('events');
  const kit = useEventRegistrationForm(event, onClose);
  const { form } = kit;
  const questions = event.customQuestions ?? [];

  // Registered: the ticket (and for a visitor the cancel link) instead of the form.
  if (kit.answer)
    return <RegistrationSuccess response={kit.answer.response} event={event} name={kit.answer.name} anonymous={kit.anonymous} onDone={onClose} />;

  return (
    <form
      noValidate
      className="mt-4 grid gap-1"
      data-testid="event-registration-form"
      onSubmit={onFormSubmit(form)}
    >
      <RegistrationFields kit={kit} />
      {event.teamEvent && <TeamFields kit={kit} />}
      {questions.length > 0 && (
        <section aria-labelledby={`${kit.idPrefix}-questions`} className="mt-2 grid gap-1" data-testid="custom-questions">
          <h3 id={`${kit.idPrefix}-questions`} className="mb-2 font-semibold">
            {t('form.questionsTitle')}
          </h3>
          {questions.map((q) => (
            <CustomQuestionField key={q.id} kit={kit} question={q} />
          ))}
        </section>
      )}
      {kit.offer && <WaitlistOffer onJoin={() => void kit.joinWaitlist()} busy={kit.joining} />}
      <form.Subscribe selector={(s) => s.isSubmitting}>
        {(isSubmitting) => (
          <div className="modal-action">
            <button type="button" className="btn btn-ghost" onClick={onClose}>
              {t('register.cancel')}
            </button>
            <button type="submit" className="btn btn-primary" disabled={isSubmitting}>
              {isSubmitting ? t('register.submitting') : t('register.submit')}
            </button>
          </div>
        )}
      </form.Subscribe>
    </form>
  );
}

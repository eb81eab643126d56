import { useMemo, useState } from 'react';
import { useTranslation } from 'react-i18next';
import type { ClubEvent } from '@shared/schemas/events';
import { SchemaField } from '@/components/form/schema-field';
import { FormActions } from '@/components/form/form-actions';
import { SchemaForm } from '@/components/form/schema-form';
import { useSchemaForm } from '@/components/form/use-schema-form';
import { toast } from '@/components/ui/use-toast';
import { serverMessage } from '@/lib/api-client';
import { useAuth } from '@/lib/auth';
import { refreshMirroredList } from '@/lib/mirror';
import { isWaitlistOffer, WaitlistOffer, waitlistPositionOf } from '@/components/tickets';
import { messageText } from '@/lib/message-text';
import type { MemberEventRegistrationInput } from '@shared/schemas/registrations';
import { registerAsMember } from '../api/register-as-member';
import { memberFormHasGrade, memberFormHasTeam, memberInitialValues, memberRegistrationSchema } from '../member-registration-form.schema';
import { refreshMyEvents } from '../my-events.store';
import { CustomQuestions } from './custom-questions';
import { MemberChoiceFields } from './member-choice-fields';
import { TeamFields } from './team-fields';

const messageOf = (response: unknown) =>
  response && typeof response === 'object' && typeof (response as { message?: unknown }).message === 'string'
    ? messageText((response as { message: string }).message)
    : '';

/**
 * The member dashboard's registration form (signed-in-areas.md §5), inside 'Register for
 * {title}': prefilled from the signed-in user; grade for olympiads, the team when the title says
 * 'team' or the event is a team event, and the event's own questions. Sent through the outbox;
 * success or a queued write closes the dialog, a refusal keeps the input with the server's messages.
 */
export function MemberRegistrationForm({ event, onClose }: { event: ClubEvent; onClose: () => void }) {
  const { t } = useTranslation('events');
  const { user } = useAuth();
  const schema = useMemo(
    () =>
      memberRegistrationSchema(event, { required: t('form.questionRequired'), chooseOne: t('form.chooseOne'), chooseFromOptions: t('form.chooseFromOptions') }),
    [event, t],
  );
  const [offer, setOffer] = useState<MemberEventRegistrationInput | null>(null);
  const [joining, setJoining] = useState(false);
  const done = (result: Awaited<ReturnType<typeof registerAsMember>>) => {
    const position = result.state === 'sent' ? waitlistPositionOf(result.response) : null;
    if (position !== null) toast({ title: t('tickets:waitlist.joined', { position }) });
    else if (result.state === 'sent') toast({ title: t('toast.successTitle'), description: messageOf(result.response) || t('toast.successText') });
    else toast({ title: t('offline:queued.title') });
    onClose();
    void refreshMirroredList('events');
    if (user) void refreshMyEvents(user.id);
  };
  const joinWaitlist = async () => {
    if (!offer) return;
    setJoining(true);
    try {
      done(await registerAsMember({ ...offer, joinWaitlist: true }, event.title));
    } catch (err) {
      toast({ title: t('toast.failureTitle'), description: serverMessage(err, t('toast.failureText')), variant: 'destructive' });
    } finally {
      setJoining(false);
    }
  };
  const kit = useSchemaForm({
    id: `member-registration-${event.id}`,
    schema,
    defaultValues: memberInitialValues(event, user),
    onSubmit: async (value) => {
      setOffer(null);
      try {
        done(await registerAsMember(value, event.title));
      } catch (err) {
        // Full, with a waitlist: offer to join it with the same answers.
        if (!isWaitlistOffer(err)) throw err;
        setOffer(value);
      }
    },
    onError: (err) => toast({ title: t('toast.failureTitle'), description: serverMessage(err, t('toast.failureText')), variant: 'destructive' }),
  });

  return (
    <SchemaForm kit={kit} className="mt-4 grid gap-1" testId="member-registration-form">
      <SchemaField kit={kit} name="participantName" label={t('member.form.participantName')} autoComplete="name" aria-required="true" />
      <SchemaField kit={kit} name="email" kind="email" label={t('member.form.email')} autoComplete="email" inputMode="email" aria-required="true" />
      <SchemaField
        kit={kit}
        name="phone"
        kind="tel"
        label={t('member.form.phone')}
        placeholder={t('member.form.phonePlaceholder')}
        autoComplete="tel"
        inputMode="tel"
        aria-required="true"
      />
      <SchemaField
        kit={kit}
        name="institution"
        label={t('member.form.institution')}
        placeholder={t('member.form.institutionPlaceholder')}
        autoComplete="organization"
      />
      <MemberChoiceFields kit={kit} withGrade={memberFormHasGrade(event)} />
      <SchemaField kit={kit} name="motivation" kind="textarea" rows={3} label={t('member.form.motivation')} />
      {memberFormHasTeam(event) && <TeamFields kit={kit} />}
      <CustomQuestions kit={kit} questions={event.customQuestions} />
      <SchemaField kit={kit} name="additionalInfo" kind="textarea" rows={3} label={t('member.form.additionalInfo')} />
      {offer && <WaitlistOffer onJoin={() => void joinWaitlist()} busy={joining} />}
      <FormActions
        kit={kit}
        cancelLabel={t('register.cancel')}
        onCancel={onClose}
        submitLabel={t('register.submit')}
        busyLabel={t('register.submitting')}
        buttonClassName="min-h-11"
      />
    </SchemaForm>
  );
}

import { useForm, useStore } from '@tanstack/react-form';
import { useTranslation } from 'react-i18next';
import { contactInput, type ContactInput } from '@shared/schemas/contact';
import { useDirtyForm } from '@/components/offline/dirty-forms';
import { TextField } from '@/components/ui/text-field';
import { TextareaField } from '@/components/ui/textarea-field';
import { toast } from '@/components/ui/use-toast';
import { serverMessage } from '@/lib/api-client';
import { sendContactMessage } from '../api/send-contact-message';
import { onFormSubmit } from '@/components/ui/focus-first-invalid';
import { shownError, useSubmitAttempted, validateAlways } from '@/components/ui/form-timing';
import '../contact.i18n';

const EMPTY: ContactInput = { name: '', email: '', subject: '', message: '' };
const INPUTS = [
  { name: 'name', type: 'text', autoComplete: 'name' },
  { name: 'email', type: 'email', autoComplete: 'email' },
  { name: 'subject', type: 'text', autoComplete: 'off' },
] as const;

/** 'Send us a Message': validated by the shared contactInput schema, sent through the outbox. */
export function ContactForm() {
  const { t } = useTranslation('contact');
  const form = useForm({
    defaultValues: EMPTY,
    validationLogic: validateAlways,
    validators: { onDynamic: contactInput },
    onSubmit: async ({ value, formApi }) => {
      try {
        const result = await sendContactMessage(contactInput.parse(value));
        if (result.state === 'sent') toast({ title: t('toast.successTitle'), description: t('toast.successText') });
        else toast({ title: t('offline:queued.title') });
        formApi.reset();
      } catch (err) {
        // A refusal (4xx): keep what was typed so it can be fixed.
        toast({ title: t('toast.failureTitle'), description: serverMessage(err, t('toast.failureText')), variant: 'destructive' });
      }
    },
  });
  const hasInput = useStore(form.store, (s) => Object.values(s.values).some((v) => v.trim() !== ''));
  useDirtyForm('contact-form', hasInput);
  const attempted = useSubmitAttempted(form);

  return (
    <form
      className="card bg-base-100 shadow-sm"
      noValidate
      data-testid="contact-form"
      onSubmit={onFormSubmit(form)}
    >
      <div className="card-body gap-4">
        <h2 className="card-title">{t('form.title')}</h2>
        {INPUTS.map((input) => (
          <form.Field key={input.name} name={input.name}>
            {(field) => (
              <TextField
                id={`contact-${input.name}`}
                name={input.name}
                type={input.type}
                autoComplete={input.autoComplete}
                aria-required="true"
                label={t(`form.${input.name}`)}
                placeholder={t(`form.${input.name}Placeholder`)}
                value={field.state.value}
                onValueChange={field.handleChange}
                onBlur={field.handleBlur}
                error={shownError(field.state.meta, attempted)}
              />
            )}
          </form.Field>
        ))}
        <form.Field name="message">
          {(field) => (
            <TextareaField
              id="contact-message"
              name="message"
              rows={6}
              aria-required="true"
              label={t('form.message')}
              placeholder={t('form.messagePlaceholder')}
              value={field.state.value}
              onValueChange={field.handleChange}
              onBlur={field.handleBlur}
              error={shownError(field.state.meta, attempted)}
            />
          )}
        </form.Field>
        <form.Subscribe selector={(s) => s.isSubmitting}>
          {(isSubmitting) => (
            <button type="submit" className="btn btn-primary" disabled={isSubmitting}>
              {isSubmitting ? t('form.sending') : t('form.send')}
            </button>
          )}
        </form.Subscribe>
      </div>
    </form>
  );
}

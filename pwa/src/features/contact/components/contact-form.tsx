import { useTranslation } from 'react-i18next';
import { contactInput, type ContactInput } from '@shared/schemas/contact';
import { SchemaField } from '@/components/form/schema-field';
import { SchemaForm } from '@/components/form/schema-form';
import { SubmitButton } from '@/components/form/submit-button';
import { useSchemaForm } from '@/components/form/use-schema-form';
import { toast } from '@/components/ui/use-toast';
import { serverMessage } from '@/lib/api-client';
import { sendContactMessage } from '../api/send-contact-message';
import '../contact.i18n';

const EMPTY: ContactInput = { name: '', email: '', subject: '', message: '' };
const INPUTS = [
  { name: 'name', kind: 'text', autoComplete: 'name' },
  { name: 'email', kind: 'email', autoComplete: 'email' },
  { name: 'subject', kind: 'text', autoComplete: 'off' },
  { name: 'message', kind: 'textarea', autoComplete: undefined },
] as const;

/** 'Send us a Message': validated by the shared contactInput schema, sent through the outbox. */
export function ContactForm() {
  const { t } = useTranslation('contact');
  const kit = useSchemaForm({
    id: 'contact',
    schema: contactInput,
    defaultValues: EMPTY,
    onSubmit: async (value) => {
      const result = await sendContactMessage(value);
      if (result.state === 'sent') toast({ title: t('toast.successTitle'), description: t('toast.successText') });
      else toast({ title: t('offline:queued.title') });
    },
    resetAfterSubmit: true,
    // A refusal (4xx): keep what was typed so it can be fixed.
    onError: (err) => toast({ title: t('toast.failureTitle'), description: serverMessage(err, t('toast.failureText')), variant: 'destructive' }),
  });

  return (
    <SchemaForm kit={kit} className="card bg-base-100 shadow-sm" testId="contact-form">
      <div className="card-body gap-4">
        <h2 className="card-title">{t('form.title')}</h2>
        {INPUTS.map(({ name, kind, autoComplete }) => (
          <SchemaField
            key={name}
            kit={kit}
            name={name}
            kind={kind}
            rows={6}
            autoComplete={autoComplete}
            aria-required="true"
            label={t(`form.${name}`)}
            placeholder={t(`form.${name}Placeholder`)}
          />
        ))}
        <SubmitButton kit={kit} label={t('form.send')} busyLabel={t('form.sending')} />
      </div>
    </SchemaForm>
  );
}

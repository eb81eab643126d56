import { useEffect, useRef, useState } from 'react';
import { useTranslation } from 'react-i18next';
import { forgotPasswordInput } from '@shared/schemas/account';
import { serverMessage } from '@/lib/api-client';
import { SchemaField } from '@/components/form/schema-field';
import { SchemaForm } from '@/components/form/schema-form';
import { SubmitButton } from '@/components/form/submit-button';
import { useSchemaForm } from '@/components/form/use-schema-form';
import { toast } from '@/components/ui/use-toast';
import { forgotPassword } from '../api/forgot-password';
import { ResetCard } from './reset-card';
import '../password-reset.i18n';

/**
 * /forgot-password: the account's e-mail address, then a plain statement of what happened. The
 * server answers the same for any address, so the page says "if an account uses it" and no more.
 */
export function ForgotPasswordPage() {
  const { t } = useTranslation('password-reset');
  const [sentTo, setSentTo] = useState<string | null>(null);
  const kit = useSchemaForm({
    id: 'forgot-password',
    schema: forgotPasswordInput,
    defaultValues: { email: '' },
    onSubmit: async (value) => {
      await forgotPassword(value);
      setSentTo(value.email);
    },
    onError: (err) => toast({ title: t('forgot.failed'), description: serverMessage(err, t('forgot.failedDefault')), variant: 'destructive' }),
  });

  return (
    <ResetCard title={t('forgot.title')} subtitle={sentTo ? undefined : t('forgot.subtitle')} back={{ label: t('forgot.backToLogin'), to: '/login' }}>
      {sentTo ? (
        <SentNote email={sentTo} onAgain={() => setSentTo(null)} />
      ) : (
        <SchemaForm kit={kit} className="grid gap-4">
          <SchemaField kit={kit} name="email" kind="email" label={t('forgot.email')} aria-required="true" autoComplete="email" inputMode="email" />
          <SubmitButton kit={kit} label={t('forgot.submit')} busyLabel={t('forgot.submitting')} className="btn btn-primary w-full" />
        </SchemaForm>
      )}
    </ResetCard>
  );
}

/** What happened, said plainly; focused so that a screen reader reads it and Tab goes on from it. */
function SentNote({ email, onAgain }: { email: string; onAgain: () => void }) {
  const { t } = useTranslation('password-reset');
  const note = useRef<HTMLDivElement>(null);
  useEffect(() => note.current?.focus(), []);
  return (
    <div className="grid gap-4">
      <div ref={note} tabIndex={-1} role="status" className="alert alert-success flex-col items-start" data-testid="forgot-password-sent">
        <h2 className="font-semibold">{t('forgot.sentTitle')}</h2>
        <p className="break-words">{t('forgot.sent', { email })}</p>
        <p>{t('forgot.spam')}</p>
      </div>
      <button type="button" className="btn btn-outline w-full" onClick={onAgain}>
        {t('forgot.again')}
      </button>
    </div>
  );
}

import { useState } from 'react';
import { useTranslation } from 'react-i18next';
import { useNavigate } from 'react-router-dom';
import type { Role } from '@shared/roles';
import { resetPasswordForm } from '@shared/schemas/account';
import { serverMessage } from '@/lib/api-client';
import { useAuth } from '@/lib/auth';
import { SchemaField } from '@/components/form/schema-field';
import { SchemaForm } from '@/components/form/schema-form';
import { SubmitButton } from '@/components/form/submit-button';
import { useSchemaForm } from '@/components/form/use-schema-form';
import { toast } from '@/components/ui/use-toast';
import { resetPassword } from '../api/reset-password';
import { type LinkProblem, linkProblemOf } from '../password-reset';
import { LinkProblemNote } from './link-problem-note';
import { ResetCard } from './reset-card';
import '../password-reset.i18n';

interface ResetPasswordPageProps {
  /** The link's token (?token=), null when the address has none. */
  token: string | null;
  /** Where a signed-in user goes next: where Login sends them (the app composes it). */
  pathAfterSignIn: (role: Role | undefined) => string;
  /** How long to wait before going there (as Login does). */
  delayMs?: number;
}

/**
 * /reset-password?token=…: the new password twice (the shared `resetPasswordForm`). Success signs
 * this device in and goes where Login would; a link that has expired, was used or does not work
 * says so, with a way to ask for a new one.
 */
export function ResetPasswordPage({ token, pathAfterSignIn, delayMs = 0 }: ResetPasswordPageProps) {
  const { t } = useTranslation('password-reset');
  const { refresh } = useAuth();
  const navigate = useNavigate();
  const [problem, setProblem] = useState<LinkProblem | null>(token ? null : 'invalid');
  const kit = useSchemaForm({
    id: 'reset-password',
    schema: resetPasswordForm,
    defaultValues: { password: '', confirmPassword: '' },
    onSubmit: async ({ password }) => {
      await resetPassword({ token: token ?? '', password });
      const user = await refresh();
      toast({ title: t('reset.done') });
      await new Promise((resolve) => setTimeout(resolve, delayMs));
      void navigate(pathAfterSignIn(user?.role), { replace: true });
    },
    onError: (err) => {
      const linkProblem = linkProblemOf(err);
      if (linkProblem) setProblem(linkProblem);
      else toast({ title: t('reset.failed'), description: serverMessage(err, t('reset.failedDefault')), variant: 'destructive' });
    },
  });

  const back = { label: t('reset.backToLogin'), to: '/login' };
  if (problem) {
    return (
      <ResetCard title={t(`reset.${problem}Title`)} back={back}>
        <LinkProblemNote problem={problem} />
      </ResetCard>
    );
  }
  return (
    <ResetCard title={t('reset.title')} subtitle={t('reset.subtitle')} back={back}>
      <SchemaForm kit={kit} className="grid gap-4">
        <SchemaField kit={kit} name="password" kind="password" label={t('reset.password')} aria-required="true" autoComplete="new-password" />
        <SchemaField kit={kit} name="confirmPassword" kind="password" label={t('reset.confirmPassword')} aria-required="true" autoComplete="new-password" />
        <SubmitButton kit={kit} label={t('reset.submit')} busyLabel={t('reset.submitting')} className="btn btn-primary w-full" />
      </SchemaForm>
    </ResetCard>
  );
}

import { Link, useNavigate, useSearchParams } from 'react-router-dom';
import { useTranslation } from 'react-i18next';
import { loginInput } from '@shared/schemas/auth';
import { serverMessage } from '@/lib/api-client';
import { signInWithProvider, useAuth } from '@/lib/auth';
import { SchemaField } from '@/components/form/schema-field';
import { SchemaForm } from '@/components/form/schema-form';
import { SubmitButton } from '@/components/form/submit-button';
import { useSchemaForm, useSubmitting } from '@/components/form/use-schema-form';
import { toast } from '@/components/ui/use-toast';
import { login } from '../api/login';
import { LOGIN_REDIRECT_DELAY_MS, NEXT_PARAM, pathAfterLogin } from '../login-redirect';
import { AuthCard } from './auth-card';

/**
 * Login screen: e-mail and password checked by the shared `loginInput` schema, a provider
 * sign-in button (/api/login, full page load) and a link to Register. A failure keeps what was
 * typed and shows the toast 'Login failed'. Success goes back to ?next= when it names a page of
 * this app (e.g. the events page after 'Login required'), else to the role's landing page.
 */
export function LoginForm() {
  const { t } = useTranslation('auth');
  const { refresh } = useAuth();
  const navigate = useNavigate();
  const [params] = useSearchParams();
  const next = params.get(NEXT_PARAM);

  const kit = useSchemaForm({
    id: 'login',
    schema: loginInput,
    defaultValues: { email: '', password: '' },
    onSubmit: async (value) => {
      await login(value);
      const user = await refresh();
      await new Promise((resolve) => setTimeout(resolve, LOGIN_REDIRECT_DELAY_MS));
      void navigate(pathAfterLogin(user?.role, next), { replace: true });
    },
    onError: (err) => toast({ title: t('login.failed'), description: serverMessage(err, t('login.failedDefault')), variant: 'destructive' }),
  });
  const submitting = useSubmitting(kit);

  return (
    <AuthCard title={t('login.title')} subtitle={t('login.subtitle')} other={{ text: t('login.noAccount'), link: t('login.registerLink'), to: '/register' }}>
      <SchemaForm kit={kit} className="grid gap-4">
        <SchemaField kit={kit} name="email" kind="email" label={t('login.email')} aria-required="true" autoComplete="email" inputMode="email" />
        <SchemaField kit={kit} name="password" kind="password" label={t('login.password')} aria-required="true" autoComplete="current-password" />
        <Link to="/forgot-password" className="link link-primary -my-2 inline-flex min-h-11 items-center justify-self-start text-sm">
          {t('login.forgotPassword')}
        </Link>
        <SubmitButton kit={kit} label={t('login.submit')} busyLabel={t('login.submitting')} className="btn btn-primary w-full" />
        <div className="divider my-0 text-sm">{t('login.or')}</div>
        <button type="button" className="btn btn-outline w-full" disabled={submitting} onClick={signInWithProvider}>
          {t('login.provider')}
        </button>
      </SchemaForm>
    </AuthCard>
  );
}

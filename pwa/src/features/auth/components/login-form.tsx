import { useForm } from '@tanstack/react-form';
import { Link, useNavigate, useSearchParams } from 'react-router-dom';
import { useTranslation } from 'react-i18next';
import { loginInput } from '@shared/schemas/auth';
import { serverMessage } from '@/lib/api-client';
import { signInWithProvider, useAuth } from '@/lib/auth';
import { TextField } from '@/components/ui/text-field';
import { toast } from '@/components/ui/use-toast';
import { login } from '../api/login';
import { LOGIN_REDIRECT_DELAY_MS, NEXT_PARAM, pathAfterLogin } from '../login-redirect';
import { AuthCard } from './auth-card';
import { onFormSubmit } from '@/components/ui/focus-first-invalid';
import { shownError, useSubmitAttempted, validateAlways } from '@/components/ui/form-timing';

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

  const form = useForm({
    defaultValues: { email: '', password: '' },
    validationLogic: validateAlways,
    validators: { onDynamic: loginInput },
    onSubmit: async ({ value }) => {
      try {
        await login(loginInput.parse(value));
      } catch (err) {
        toast({ title: t('login.failed'), description: serverMessage(err, t('login.failedDefault')), variant: 'destructive' });
        return;
      }
      const user = await refresh();
      await new Promise((resolve) => setTimeout(resolve, LOGIN_REDIRECT_DELAY_MS));
      void navigate(pathAfterLogin(user?.role, next), { replace: true });
    },
  });
  const attempted = useSubmitAttempted(form);

  return (
    <AuthCard title={t('login.title')} subtitle={t('login.subtitle')}>
      <form
        noValidate
        className="grid gap-4"
        onSubmit={onFormSubmit(form)}
      >
        <form.Field name="email">
          {(field) => (
            <TextField
              id="login-email"
              label={t('login.email')}
              type="email"
              aria-required="true"
              autoComplete="email"
              inputMode="email"
              value={field.state.value}
              onValueChange={field.handleChange}
              onBlur={field.handleBlur}
              error={shownError(field.state.meta, attempted)}
            />
          )}
        </form.Field>
        <form.Field name="password">
          {(field) => (
            <TextField
              id="login-password"
              label={t('login.password')}
              type="password"
              aria-required="true"
              autoComplete="current-password"
              value={field.state.value}
              onValueChange={field.handleChange}
              onBlur={field.handleBlur}
              error={shownError(field.state.meta, attempted)}
            />
          )}
        </form.Field>
        <form.Subscribe selector={(s) => s.isSubmitting}>
          {(submitting) => (
            <>
              <button type="submit" className="btn btn-primary w-full" disabled={submitting}>
                {submitting ? t('login.submitting') : t('login.submit')}
              </button>
              <div className="divider my-0 text-sm">{t('login.or')}</div>
              <button type="button" className="btn btn-outline w-full" disabled={submitting} onClick={signInWithProvider}>
                {t('login.provider')}
              </button>
            </>
          )}
        </form.Subscribe>
      </form>
      <p className="text-center text-sm">
        {t('login.noAccount')}{' '}
        <Link to="/register" className="link link-primary">
          {t('login.registerLink')}
        </Link>
      </p>
    </AuthCard>
  );
}

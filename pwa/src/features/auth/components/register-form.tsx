import { useForm } from '@tanstack/react-form';
import { Link, useNavigate } from 'react-router-dom';
import { useTranslation } from 'react-i18next';
import { registerScreenInput } from '@shared/schemas/auth';
import { serverMessage } from '@/lib/api-client';
import { useAuth } from '@/lib/auth';
import { useRegistrationsOpen } from '@/lib/site-settings';
import { RegistrationsClosed } from '@/components/ui/registrations-closed';
import { TextField } from '@/components/ui/text-field';
import { toast } from '@/components/ui/use-toast';
import { register } from '../api/register';
import { AuthCard } from './auth-card';
import { onFormSubmit } from '@/components/ui/focus-first-invalid';
import { shownError, useSubmitAttempted, validateAlways } from '@/components/ui/form-timing';

const FIELDS = [
  { name: 'firstName', type: 'text', autoComplete: 'given-name' },
  { name: 'lastName', type: 'text', autoComplete: 'family-name' },
  { name: 'email', type: 'email', autoComplete: 'email' },
  { name: 'password', type: 'password', autoComplete: 'new-password' },
] as const;

/**
 * Register screen: first name, last name, e-mail and password checked by the shared
 * `registerScreenInput` schema. Success shows 'Account created successfully' and goes to '/';
 * a failure keeps what was typed and shows the toast 'Registration failed'. While the site
 * settings close registrations it says so instead of offering the form.
 */
export function RegisterForm() {
  const { t } = useTranslation('auth');
  const { refresh } = useAuth();
  const navigate = useNavigate();
  const registrationsOpen = useRegistrationsOpen();

  const form = useForm({
    defaultValues: { firstName: '', lastName: '', email: '', password: '' },
    validationLogic: validateAlways,
    validators: { onDynamic: registerScreenInput },
    onSubmit: async ({ value }) => {
      try {
        await register(registerScreenInput.parse(value));
      } catch (err) {
        toast({ title: t('register.failed'), description: serverMessage(err, t('register.failedDefault')), variant: 'destructive' });
        return;
      }
      toast({ title: t('register.success') });
      await refresh();
      void navigate('/', { replace: true });
    },
  });
  const attempted = useSubmitAttempted(form);

  return (
    <AuthCard title={t('register.title')} subtitle={t('register.subtitle')}>
      {!registrationsOpen ? (
        <RegistrationsClosed />
      ) : (
        <form
          noValidate
          className="grid gap-4"
          onSubmit={onFormSubmit(form)}
        >
          {FIELDS.map(({ name, type, autoComplete }) => (
            <form.Field key={name} name={name}>
              {(field) => (
                <TextField
                  id={`register-${name}`}
                  label={t(`register.${name}`)}
                  type={type}
                  autoComplete={autoComplete}
                  aria-required="true"
                  value={field.state.value}
                  onValueChange={field.handleChange}
                  onBlur={field.handleBlur}
                  error={shownError(field.state.meta, attempted)}
                />
              )}
            </form.Field>
          ))}
          <form.Subscribe selector={(s) => s.isSubmitting}>
            {(submitting) => (
              <button type="submit" className="btn btn-primary w-full" disabled={submitting}>
                {submitting ? t('register.submitting') : t('register.submit')}
              </button>
            )}
          </form.Subscribe>
        </form>
      )}
      <p className="text-center text-sm">
        {t('register.haveAccount')}{' '}
        <Link to="/login" className="link link-primary">
          {t('register.loginLink')}
        </Link>
      </p>
    </AuthCard>
  );
}

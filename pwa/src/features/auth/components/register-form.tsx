import { useNavigate } from 'react-router-dom';
import { useTranslation } from 'react-i18next';
import { registerScreenInput } from '@shared/schemas/auth';
import { serverMessage } from '@/lib/api-client';
import { useAuth } from '@/lib/auth';
import { useRegistrationsOpen } from '@/lib/site-settings';
import { SchemaField } from '@/components/form/schema-field';
import { SchemaForm } from '@/components/form/schema-form';
import { SubmitButton } from '@/components/form/submit-button';
import { useSchemaForm } from '@/components/form/use-schema-form';
import { RegistrationsClosed } from '@/components/ui/registrations-closed';
import { toast } from '@/components/ui/use-toast';
import { register } from '../api/register';
import { AuthCard } from './auth-card';

const FIELDS = [
  { name: 'firstName', kind: 'text', autoComplete: 'given-name' },
  { name: 'lastName', kind: 'text', autoComplete: 'family-name' },
  { name: 'email', kind: 'email', autoComplete: 'email' },
  { name: 'password', kind: 'password', autoComplete: 'new-password' },
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

  const kit = useSchemaForm({
    id: 'register',
    schema: registerScreenInput,
    defaultValues: { firstName: '', lastName: '', email: '', password: '' },
    onSubmit: async (value) => {
      await register(value);
      toast({ title: t('register.success') });
      await refresh();
      void navigate('/', { replace: true });
    },
    onError: (err) => toast({ title: t('register.failed'), description: serverMessage(err, t('register.failedDefault')), variant: 'destructive' }),
  });

  return (
    <AuthCard
      title={t('register.title')}
      subtitle={t('register.subtitle')}
      other={{ text: t('register.haveAccount'), link: t('register.loginLink'), to: '/login' }}
    >
      {!registrationsOpen ? (
        <RegistrationsClosed />
      ) : (
        <SchemaForm kit={kit} className="grid gap-4">
          {FIELDS.map(({ name, kind, autoComplete }) => (
            <SchemaField key={name} kit={kit} name={name} kind={kind} label={t(`register.${name}`)} autoComplete={autoComplete} aria-required="true" />
          ))}
          <SubmitButton kit={kit} label={t('register.submit')} busyLabel={t('register.submitting')} className="btn btn-primary w-full" />
        </SchemaForm>
      )}
    </AuthCard>
  );
}

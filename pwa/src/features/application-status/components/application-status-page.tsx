import { useTranslation } from 'react-i18next';
import { PageHeader } from '@/components/ui/page-header';
import { markedSignedIn, useAuth } from '@/lib/auth';
import { canSeeApplicationStatus, statusOf } from '../application-status';
import { AccessDenied } from './access-denied';
import { ApplicationDetails } from './application-details';
import { NextSteps } from './next-steps';
import { StatusCard } from './status-card';
import '../application-status.i18n';

/**
 * /application-status: an applicant's status, dates, details and next steps. Everyone else,
 * signed out included, sees 'Access Denied'. Reads the signed-in user, which the shell keeps
 * on the device, so the page works offline too.
 */
export function ApplicationStatusPage() {
  const { t } = useTranslation('application-status');
  const { user, isLoading } = useAuth();

  // Without the sign-in marker nobody is signed in here (lib/auth.tsx): 'Access Denied' at once, as the
  // server's page already shows it, instead of a loading line until the device's copy is read.
  if (isLoading && markedSignedIn())
    return (
      <p role="status" className="p-8 text-center">
        {t('loading')}
      </p>
    );
  if (!canSeeApplicationStatus(user)) return <AccessDenied />;

  return (
    <section className="mx-auto grid max-w-3xl gap-6 px-4 py-10" data-testid="application-status-page">
      <PageHeader title={t('title')} subtitle={t('subtitle')} className="text-center" subtitleClassName="mt-3 opacity-80" />
      <StatusCard user={user} />
      <ApplicationDetails user={user} />
      <NextSteps status={statusOf(user)} />
    </section>
  );
}

import { type ReactNode, useMemo } from 'react';
import { useTranslation } from 'react-i18next';
import type { MyRegistration } from '@shared/schemas/registrations';
import type { CurrentUser } from '@shared/schemas/users';
import { NotOnPhoneYet } from '@/components/offline/not-on-phone-yet';
import { displayName } from '@/lib/auth';
import { useOnline } from '@/lib/use-online';
import { localToday, summarise } from '../registration-stats';
import { ProfileCard } from './profile-card';
import { RegistrationsList } from './registrations-list';
import { StatCards } from './stat-cards';
import { UpcomingEvents } from './upcoming-events';

/** How many upcoming events the dashboard lists (signed-in-areas.md §9). */
const UPCOMING_SHOWN = 3;

interface Props {
  user: CurrentUser;
  /** The user's own registrations as last loaded; undefined while the device is read (or the first load runs). */
  registrations: readonly MyRegistration[] | undefined;
  /** This phone never loaded them and the last load failed: said so in place of the counts and lists. */
  neverLoaded?: boolean;
  onRetry?: () => void;
  /** Settings the route adds under the list (the personal calendar feed). */
  settings?: ReactNode;
}

/**
 * The participant dashboard (signed-in-areas.md §2): welcome, the three counts, the next three
 * upcoming events, the profile and every registration. Shown from the device's copy, so it works
 * offline; a note says so while offline. Never loaded on this phone, it says that instead of
 * counting nothing (0 / 0 / 0 would read as 'no registrations' at an event's door).
 */
export function ParticipantDashboard({ user, registrations, neverLoaded = false, onRetry, settings }: Props) {
  const { t } = useTranslation('participant');
  const online = useOnline();
  const summary = useMemo(() => (registrations ? summarise(registrations, localToday()) : null), [registrations]);

  return (
    <section className="mx-auto grid w-full max-w-7xl gap-4 px-4 py-6 sm:gap-6 md:py-10" data-testid="participant-dashboard">
      <header>
        <h1 className="text-2xl font-bold sm:text-3xl">{t('title')}</h1>
        <p className="mt-1 text-lg" data-testid="participant-welcome">
          {t('welcome', { name: displayName(user) })}
        </p>
        <p className="opacity-70">{t('subtitle')}</p>
      </header>
      {neverLoaded ? (
        <NotOnPhoneYet text={t('notOnPhone')} onRetry={onRetry} testId="participant-not-on-phone" />
      ) : (
        <>
          {!online && (
            <p className="alert alert-warning text-sm" role="status" data-testid="participant-offline">
              {t('offline')}
            </p>
          )}
          <StatCards counts={summary} />
        </>
      )}
      <div className="grid gap-4 sm:gap-6 lg:grid-cols-3">
        {!neverLoaded && (
          <div className="lg:col-span-2">
            <UpcomingEvents rows={summary ? summary.nextUp.slice(0, UPCOMING_SHOWN) : null} />
          </div>
        )}
        <ProfileCard user={user} />
      </div>
      {!neverLoaded && <RegistrationsList rows={registrations ?? null} />}
      {settings && (
        <div className="card bg-base-100 shadow-sm">
          <div className="card-body p-4">{settings}</div>
        </div>
      )}
    </section>
  );
}

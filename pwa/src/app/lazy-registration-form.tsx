import { type ComponentProps, lazy, Suspense } from 'react';
import { useTranslation } from 'react-i18next';
import { PageMessage } from '@/components/ui/page-message';
import type { EventRegistrationForm as Form } from '@/features/events/components/event-registration-form';

/**
 * The event registration form (with zod and TanStack Form) is fetched when someone opens Register
 * Now, not with the events pages; it is precached, so it opens offline too.
 */
const EventRegistrationForm = lazy(() => import('@/features/events/components/event-registration-form').then((m) => ({ default: m.EventRegistrationForm })));

export function LazyRegistrationForm(props: ComponentProps<typeof Form>) {
  const { t } = useTranslation();
  return (
    <Suspense fallback={<PageMessage kind="loading" title={t('loading')} />}>
      <EventRegistrationForm {...props} />
    </Suspense>
  );
}

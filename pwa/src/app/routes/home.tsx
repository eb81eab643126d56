import { lazy, Suspense } from 'react';
import { HomePage } from '@/features/home/components/home-page';
import { useHydrated } from '@/lib/use-client-value';

/** Read from the device after the page is taken over: not in the pre-rendered HTML, nor in the first visit's JavaScript. */
const UpcomingRegistrationLine = lazy(() =>
  import('@/features/events/components/upcoming-registration-line').then((m) => ({ default: m.UpcomingRegistrationLine })),
);

/** / (public-site.md §2 Home), with the line for someone holding an upcoming registration. */
export default function HomeRoute() {
  const hydrated = useHydrated();
  return (
    <HomePage
      notice={
        hydrated && (
          <Suspense fallback={null}>
            <UpcomingRegistrationLine />
          </Suspense>
        )
      }
    />
  );
}

import { ApplicationStatusPage } from '@/features/application-status/components/application-status-page';

/** /application-status (signed-in-areas.md §2): applicants only. */
export default function ApplicationStatusRoute() {
  return <ApplicationStatusPage />;
}

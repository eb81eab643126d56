import { ConfirmEmailLine } from '@/features/email-verify/components/confirm-email-line';
import { ApplicationStatusPage } from '@/features/application-status/components/application-status-page';

/** /application-status (signed-in-areas.md §2): applicants only. */
export default function ApplicationStatusRoute() {
  return (
    <>
      <ConfirmEmailLine narrow />
      <ApplicationStatusPage />
    </>
  );
}

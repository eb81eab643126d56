import { useParams } from 'react-router-dom';
import { TicketPage } from '@/features/registration-links/components/ticket-page';

/** /registrations/ticket/:code (issue 25): the ticket link in a visitor's registration mail. */
export default function RegistrationTicketRoute() {
  const { code } = useParams();
  return <TicketPage code={code} />;
}

import { useSearchParams } from 'react-router-dom';
import { UnsubscribePage } from '@/features/notification-preferences/components/unsubscribe-page';

/** /unsubscribe?token=... (issue 26): where a notification mail's 'Stop these e-mails' link leads. */
export default function UnsubscribeRoute() {
  const [search] = useSearchParams();
  return <UnsubscribePage token={search.get('token')} />;
}

/** Puts the notification bell into the header, for signed-in people (imported at start-up by app/slots.ts). */
import { registerHeaderExtra } from '@/components/layouts/header-slots';
import { NotificationBell } from './components/notification-bell';

registerHeaderExtra(NotificationBell, { id: 'notification-bell', order: 40 });

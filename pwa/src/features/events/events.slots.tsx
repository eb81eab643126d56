/** Tells the results of registrations and RSVPs delivered from the outbox, on every page (imported at start-up by app/slots.ts). */
import { registerHeaderExtra } from '@/components/layouts/header-slots';
import { DeliveredAnnouncer } from './components/delivered-announcer';

registerHeaderExtra(DeliveredAnnouncer, { id: 'delivered-registrations', order: 0 });

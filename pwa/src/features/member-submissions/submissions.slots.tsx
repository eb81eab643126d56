/** Tells the submissions delivered from the outbox, on every page (imported at start-up by app/slots.ts). */
import { registerHeaderExtra } from '@/components/layouts/header-slots';
import { DeliveredSubmissions } from './components/delivered-submissions';

registerHeaderExtra(DeliveredSubmissions, { id: 'delivered-submissions', order: 0 });

/**
 * Issue 29, on every page (imported at start-up by app/slots.ts, after the first paint): the
 * results of registrations, RSVPs and submissions delivered from the outbox are told, and the
 * home page gets the line for someone holding an upcoming registration. One slot file for both
 * features: each slot file is a name the first visit's script carries.
 */
import { registerBannerSlot } from '@/components/layouts/header-slots';
import { HomeRegistrationLine } from '@/features/events/components/upcoming-registration-line';
import { watchDeliveredRegistrations } from '@/features/events/delivered-registrations';
import { watchDeliveredSubmissions } from '@/features/member-submissions/delivered-submissions';

watchDeliveredRegistrations();
watchDeliveredSubmissions();
registerBannerSlot(HomeRegistrationLine, { id: 'home-registration-line', order: 20 });

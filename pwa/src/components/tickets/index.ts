/** Tickets, the waitlist and self-cancel (issue 13): components the dashboards and the registration dialogs show. */
import './tickets.i18n';
export { AnonymousTickets } from './components/anonymous-tickets';
export { type AnonymousTicket, forgetAnonymousTicket, rememberAnonymousTicket, useAnonymousTickets } from './anonymous-tickets.store';
export { CancelRegistrationButton } from './components/cancel-registration-button';
export { RegistrationSuccess } from './components/registration-success';
export { RegistrationTicket } from './components/registration-ticket';
export { TicketCard, type TicketFacts } from './components/ticket-card';
export { TicketQr } from './components/ticket-qr';
export { TicketStatus } from './components/ticket-status';
export { WaitlistOffer } from './components/waitlist-offer';
export { isWaitlistOffer, waitlistPositionOf } from './waitlist';

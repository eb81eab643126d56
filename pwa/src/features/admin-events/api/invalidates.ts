import { eventsApi } from '@shared/api/events';
import { registrationsApi } from '@shared/api/registrations';

/** Every events write changes what the events and registrations reads show (counts, titles, seats, waitlists). */
export const EVENT_READS = [eventsApi.list, registrationsApi.list];

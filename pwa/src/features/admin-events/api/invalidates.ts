/** Every events write changes what the events and registrations reads show (counts, titles, seats). */
export const EVENT_READS = ['/api/events', '/api/event-registrations'];

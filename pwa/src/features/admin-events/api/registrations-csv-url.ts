/** The CSV of one event's registrations (GET, admin): a download, not a read of the dashboard. */
export const registrationsCsvUrl = (eventId: number) => `/api/exports/event-registrations.csv?eventId=${eventId}`;

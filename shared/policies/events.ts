/**
 * When an event takes people: one rule for the server (registrations, RSVPs) and the app
 * (Register Now, RSVP, the dashboards, the door's event picker). Pure, no zod: the app's first
 * load may import it. The site-wide switch (allowRegistrations) is a separate rule
 * (api/src/policies/site.policy.ts on the server, useRegistrationsOpen in the app).
 */

/** The statuses in which an event is still open: upcoming or ongoing (not completed or cancelled). */
export const OPEN_EVENT_STATUSES: readonly string[] = ['upcoming', 'ongoing'];

/** Either spelling the API sends (a row's `registration_required` is read by the server's repo). */
interface RegistrationFlags {
  registrationRequired?: boolean | null;
  requiresRegistration?: boolean | null;
}

/** Upcoming or ongoing: registrations, RSVPs and check-ins are taken. */
export const isEventOpen = (e: { status: string }): boolean => OPEN_EVENT_STATUSES.includes(e.status);

/** The event takes registrations (Register Now); otherwise a quick RSVP. */
export const needsRegistration = (e: RegistrationFlags): boolean => !!(e.registrationRequired || e.requiresRegistration);

/** Register Now is offered, and the server takes a registration: the event needs one and is open. */
export const isRegistrationOpen = (e: RegistrationFlags & { status: string }): boolean => needsRegistration(e) && isEventOpen(e);

/** RSVP is offered, and the server takes one: the event needs no registration and is open. */
export const isRsvpOpen = (e: RegistrationFlags & { status: string }): boolean => !needsRegistration(e) && isEventOpen(e);

/** Registrations for events: signing up (signed in or not), cancelling, one's own, and the admins' decisions. */
import { z } from '../zod';
import { tokenInput } from '../schemas/account';
import { adminRegistration } from '../schemas/registration-answers';
import {
  cancelRegistrationInput,
  eventRegistrationInput,
  myRegistration,
  registration,
  registrationConfirmAnswer,
  registrationsQuery,
  registrationStatus,
  registrationStatusInput,
} from '../schemas/registrations';
import { endpoint } from './endpoint';
import { done, idParams } from './common';

/** A new registration: its message, status (and 1-based place when waitlisted) and ticket. */
const registered = done.extend({ status: registrationStatus, position: z.number().optional(), registration, ticketCode: z.string() });

export const registrationsApi = {
  register: endpoint({
    method: 'POST',
    path: '/api/event-registrations',
    access: 'signedIn',
    summary: "Register for an event (the public form's fields, or the member form's: parsed by the route)",
    output: registered,
  }),
  registerAnonymous: endpoint({
    method: 'POST',
    path: '/api/event-registrations/anonymous',
    access: 'anyone',
    summary: 'Register for an event without an account (the answer holds the cancel link)',
    input: eventRegistrationInput,
    output: registered.extend({ registrationId: z.number(), cancelUrl: z.string() }),
  }),
  cancel: endpoint({
    method: 'POST',
    path: '/api/event-registrations/:id/cancel',
    access: 'anyone',
    summary: "Cancel a registration: its account, an admin, or the cancel link's token",
    params: idParams,
    input: cancelRegistrationInput,
    output: done.extend({ registration, alreadyCancelled: z.boolean() }),
  }),
  confirmEmail: endpoint({
    method: 'POST',
    path: '/api/event-registrations/confirm',
    access: 'anyone',
    summary: "Prove a visitor registration's e-mail address with the mailed link's token (cancels other unproven registrations of the event with it)",
    input: tokenInput,
    output: registrationConfirmAnswer,
  }),
  mine: endpoint({
    method: 'GET',
    path: '/api/event-registrations/mine',
    access: 'signedIn',
    summary: "The signed-in user's registrations (and visitor ones made with the address it has verified), each with its event",
    output: z.object({ registrations: z.array(myRegistration) }),
  }),
  list: endpoint({
    method: 'GET',
    path: '/api/event-registrations',
    access: 'admin',
    summary: "Every registration, or one event's",
    query: registrationsQuery,
    output: z.array(adminRegistration),
  }),
  decide: endpoint({
    method: 'PATCH',
    path: '/api/event-registrations/:id',
    access: 'admin',
    summary: 'Confirm, cancel or reopen a registration',
    params: idParams,
    input: registrationStatusInput,
    output: done.extend({ registration }),
  }),
};

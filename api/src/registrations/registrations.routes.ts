import type Router from '@koa/router';
import { registrationsApi } from '../../../shared/api/registrations';
import { eventRegistrationInput, memberEventRegistrationInput, type RegistrationStatus } from '../../../shared/schemas/registrations';
import type { RouteDeps } from '../route-deps';
import { apiRouter } from '../lib/router';
import { serve } from '../lib/serve';
import { registrationsOpen } from '../policies/site.policy';
import type { AppState } from '../middleware/auth';
import { parse } from '../middleware/validate';
import { confirmByLink, registrationsOf } from './email-proof';
import { deviceKeyOf } from './registration-limits';
import { presentAdminRegistration, presentMyRegistration, presentRegistration } from './registrations.present';
import { registrationsRepo, type RegistrationRow } from './registrations.repo';
import { type AnyRegistrationInput, cancelRegistration, decideRegistration, registerForEvent } from './registrations.service';
import { cancelPath } from './tickets';
import { isAdminRole } from '../../../shared/policies/roles';

/** The public form's payload, or the member dashboard's (recognised by participantName). */
function parseRegistration(body: unknown): AnyRegistrationInput {
  const b = body && typeof body === 'object' ? (body as Record<string, unknown>) : {};
  if ('participantName' in b) return { kind: 'member', ...parse(memberEventRegistrationInput, b) };
  return { kind: 'public', ...parse(eventRegistrationInput, body) };
}

const CANCELLED = 'Your registration has been cancelled.';
const ALREADY_CANCELLED = 'This registration was already cancelled.';

const DONE = 'You have been registered for the event.';
const WAITLISTED = 'You have joined the waitlist. We will let you know if a place frees up.';
const EMAIL_CONFIRMED = 'Your email address is confirmed. Your registration stands.';

/** The message (and, on the waitlist, status and 1-based position) of a registration answer. */
const waitlistedOr = (row: RegistrationRow) =>
  row.status === 'waitlisted'
    ? { message: WAITLISTED, status: 'waitlisted' as const, position: Number(row.waitlist_position) }
    : { message: DONE, status: row.status as RegistrationStatus };

/** Registrations for events (shared/api/registrations.ts). */
export function registrationsRoutes({ settings, mail, notify, config }: RouteDeps): Router<AppState> {
  const router = apiRouter('/api/event-registrations');
  const open = registrationsOpen(settings);

  serve(router, registrationsApi.register, [open], async (ctx) => {
    const { row } = await registerForEvent(ctx.state.db, parseRegistration(ctx.request.body), {
      userId: ctx.state.user!.id,
      withCancelToken: false,
      deviceKey: null,
      mail,
      notifier: notify,
    });
    ctx.status = 201;
    return { ...waitlistedOr(row), registration: presentRegistration(row), ticketCode: row.ticket_code };
  });

  /**
   * A visitor's registration: the answer carries the ticket and the cancel link (its secret shown
   * only here and in the mail), counted against the device the app names (X-Client-Id).
   */
  serve(router, registrationsApi.registerAnonymous, [open], async (ctx, { input }) => {
    const { row, cancelToken } = await registerForEvent(
      ctx.state.db,
      { kind: 'public', ...input },
      {
        userId: ctx.state.user?.id ?? null,
        withCancelToken: true,
        deviceKey: deviceKeyOf(ctx.get('X-Client-Id')),
        perDevice: config.VISITOR_REGISTRATIONS_PER_DEVICE,
        mail,
        notifier: notify,
      },
    );
    ctx.status = 201;
    return {
      ...waitlistedOr(row),
      registrationId: row.id,
      ticketCode: row.ticket_code,
      cancelUrl: cancelPath(row.id, cancelToken!),
      registration: presentRegistration(row),
    };
  });

  /**
   * Cancels a registration: its account (signed in), an admin, or anyone with the cancel link's
   * secret. Again: 200 with alreadyCancelled. The seat goes to the first on the waitlist.
   */
  serve(router, registrationsApi.cancel, async (ctx, { params, input }) => {
    const actor = ctx.state.actor;
    const { row, already } = await cancelRegistration(ctx.state.db, notify, params.id, {
      actor: actor && { id: actor.id, admin: isAdminRole(actor.role) },
      token: input.token,
    });
    return { message: already ? ALREADY_CANCELLED : CANCELLED, registration: presentRegistration(row), alreadyCancelled: already };
  });

  /** The mailed link proves a visitor's address; the other unproven registrations of the event with it are cancelled. */
  serve(router, registrationsApi.confirmEmail, async (ctx, { input }) => {
    const { event } = await confirmByLink(ctx.state.db, mail, notify, input.token);
    return { message: EMAIL_CONFIRMED, eventId: event.id, eventTitle: event.title, eventTitleBn: event.title_bn ?? null };
  });

  /** The signed-in user's registrations: made while signed in, or as a visitor with the address the account has proven; each with its event. */
  serve(router, registrationsApi.mine, async (ctx) => ({
    registrations: (await registrationsOf(ctx.state.db, ctx.state.actor!.id)).map(presentMyRegistration),
  }));

  serve(router, registrationsApi.list, async (ctx, { query }) => (await registrationsRepo.list(ctx.state.db, query.eventId)).map(presentAdminRegistration));

  serve(router, registrationsApi.decide, async (ctx, { params, input }) => {
    const row = await decideRegistration(ctx.state.db, notify, params.id, input.status);
    return { message: 'Registration status updated successfully', registration: presentRegistration(row) };
  });
  return router;
}

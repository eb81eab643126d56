import type Router from '@koa/router';
import { eventRegistrationInput, memberEventRegistrationInput, registrationStatusInput, registrationsQuery } from '../../../shared/schemas/registrations';
import type { RouteDeps } from '../route-deps';
import { apiRouter } from '../lib/router';
import { allow } from '../policies/roles.policy';
import { registrationsOpen } from '../policies/site.policy';
import type { AppState } from '../middleware/auth';
import { parse } from '../middleware/validate';
import { idParam } from '../moderation/moderation.service';
import { presentAdminRegistration, presentMyRegistration, presentRegistration } from './registrations.present';
import { registrationsRepo } from './registrations.repo';
import { type AnyRegistrationInput, decideRegistration, registerForEvent } from './registrations.service';

/** The public form's payload, or the member dashboard's (recognised by participantName). */
function parseRegistration(body: unknown): AnyRegistrationInput {
  const b = body && typeof body === 'object' ? (body as Record<string, unknown>) : {};
  if ('participantName' in b) return { kind: 'member', ...parse(memberEventRegistrationInput, b) };
  return { kind: 'public', ...parse(eventRegistrationInput, body) };
}

const DONE = 'You have been registered for the event.';

export function registrationsRoutes({ settings }: RouteDeps): Router<AppState> {
  const router = apiRouter('/api/event-registrations');
  const open = registrationsOpen(settings);

  router.post('/', allow.signedIn, open, async (ctx) => {
    const { db } = ctx.state;
    const row = await registerForEvent(db, parseRegistration(ctx.request.body), ctx.state.user!.id);
    ctx.status = 201;
    ctx.body = { message: DONE, registration: presentRegistration(row) };
  });

  router.post('/anonymous', allow.anyone, open, async (ctx) => {
    const { db } = ctx.state;
    const row = await registerForEvent(db, { kind: 'public', ...parse(eventRegistrationInput, ctx.request.body) }, ctx.state.user?.id ?? null);
    ctx.status = 201;
    ctx.body = { message: DONE, registration: presentRegistration(row) };
  });

  /** The signed-in user's own registrations (those made while signed in to this account), each with its event. */
  router.get('/mine', allow.signedIn, async (ctx) => {
    const { db } = ctx.state;
    ctx.body = { registrations: (await registrationsRepo.listForUser(db, ctx.state.actor!.id)).map(presentMyRegistration) };
  });

  router.get('/', allow.admin, async (ctx) => {
    const { db } = ctx.state;
    const { eventId } = parse(registrationsQuery, ctx.query);
    ctx.body = (await registrationsRepo.list(db, eventId)).map(presentAdminRegistration);
  });

  router.patch('/:id', allow.admin, async (ctx) => {
    const { db } = ctx.state;
    const { id } = parse(idParam, ctx.params);
    const { status } = parse(registrationStatusInput, ctx.request.body);
    const row = await decideRegistration(db, id, status);
    ctx.body = { message: 'Registration status updated successfully', registration: presentRegistration(row) };
  });
  return router;
}

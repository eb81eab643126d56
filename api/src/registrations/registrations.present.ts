import type { CustomAnswer } from '../../../shared/custom-answers';
import type { CustomQuestion } from '../../../shared/schemas/events';
import type { AdminRegistration, OrphanAnswer } from '../../../shared/schemas/registration-answers';
import type { MyRegistration, Registration, RegistrationStatus, TeamMember, WaitlistEntry } from '../../../shared/schemas/registrations';
import type { EventStatus } from '../../../shared/schemas/events';
import { readJson } from '../lib/json-column';
import { toIso } from '../lib/time';
import type { AdminRegistrationRow, MyRegistrationRow, RegistrationRow } from './registrations.repo';

export const presentRegistration = (r: RegistrationRow): Registration => ({
  id: r.id,
  eventId: r.event_id,
  userId: r.user_id ?? null,
  name: r.name,
  email: r.email,
  phone: r.phone ?? null,
  institution: r.institution ?? null,
  reason: r.reason ?? null,
  teamName: r.team_name ?? null,
  teamMembers: readJson<TeamMember[]>(r.team_members, []),
  customAnswers: readJson<Record<string, string | string[]>>(r.custom_answers, {}),
  participantName: r.participant_name ?? null,
  grade: r.grade ?? null,
  experience: r.experience ?? null,
  motivation: r.motivation ?? null,
  additionalInfo: r.additional_info ?? null,
  status: r.status as RegistrationStatus,
  registeredAt: toIso(r.registered_at)!,
});

/** One of the user's own registrations, with its event (GET /api/event-registrations/mine). */
export const presentMyRegistration = (r: MyRegistrationRow): MyRegistration => ({
  ...presentRegistration(r),
  eventTitle: r.event_title ?? null,
  eventDate: r.event_date ?? null,
  eventTime: r.event_time ?? null,
  eventLocation: r.event_location ?? null,
  eventTitleBn: r.event_title_bn ?? null,
  eventLocationBn: r.event_location_bn ?? null,
  eventStatus: (r.event_status as EventStatus | null) ?? null,
  ticketCode: r.ticket_code ?? null,
  waitlistPosition: r.status === 'waitlisted' && r.waitlist_position != null ? Number(r.waitlist_position) : null,
});

/** One person in an event's line (GET/PUT /api/events/:id/waitlist, admins). */
export const presentWaitlistEntry = (r: RegistrationRow): WaitlistEntry => ({
  registrationId: r.id,
  name: r.name,
  email: r.email,
  position: Number(r.waitlist_position),
  registeredAt: toIso(r.registered_at)!,
});

/**
 * Splits stored answers by the event's questions now: answers to questions that still exist stay
 * in customAnswers under their id; the others are orphans, shown with the question text kept at
 * registration. Nothing stored is changed.
 */
export function splitAnswers(r: RegistrationRow, questions: CustomQuestion[]): { current: Record<string, CustomAnswer>; orphans: OrphanAnswer[] } {
  const answers = readJson<Record<string, CustomAnswer>>(r.custom_answers, {});
  const texts = readJson<Record<string, string>>(r.question_texts, {});
  const ids = new Set(questions.map((q) => q.id));
  const current: Record<string, CustomAnswer> = {};
  const orphans: OrphanAnswer[] = [];
  for (const [questionId, answer] of Object.entries(answers)) {
    if (ids.has(questionId)) current[questionId] = answer;
    else orphans.push({ questionId, question: texts[questionId] ?? null, answer });
  }
  return { current, orphans };
}

/** Whether the registration's address is proven: its mailed link was clicked, or its account has verified that very address. */
const emailConfirmed = (r: AdminRegistrationRow): boolean =>
  !!r.email_confirmed_at || (!!r.user_email_verified_at && r.user_email?.toLowerCase() === r.email.toLowerCase());

/** A registration in the admin list (GET /api/event-registrations), its answers split by the event's questions now. */
export function presentAdminRegistration(r: AdminRegistrationRow): AdminRegistration {
  const { current, orphans } = splitAnswers(r, readJson<CustomQuestion[]>(r.event_questions, []));
  return { ...presentRegistration(r), customAnswers: current, orphanAnswers: orphans, emailConfirmed: emailConfirmed(r) };
}

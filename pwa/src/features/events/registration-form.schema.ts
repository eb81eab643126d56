/**
 * The event registration form's values and validation: the shared `eventRegistrationInput`
 * plus the event's own custom questions, checked by the same rule as the server
 * (shared/custom-answers.ts), so a required question is caught before sending.
 */
import type { ClubEvent, CustomQuestion } from '@shared/schemas/events';
import { eventRegistrationInput, type TeamMember } from '@shared/schemas/registrations';
import { customAnswerProblems, type CustomAnswer, type CustomAnswerMessages } from '@shared/custom-answers';

export { customAnswerProblems };

export type Answer = CustomAnswer;

export interface RegistrationValues {
  eventId: number;
  name: string;
  email: string;
  phone: string;
  institution: string;
  reason: string;
  teamName: string;
  teamMembers: TeamMember[];
  customAnswers: Record<string, Answer>;
}

export type QuestionMessages = CustomAnswerMessages;

export const EMPTY_MEMBER: TeamMember = { name: '', email: '', phone: '' };

/** An empty answer per question: a list for checkboxes, text for the others. */
export function emptyAnswers(questions: CustomQuestion[]): Record<string, Answer> {
  return Object.fromEntries(questions.map((q) => [q.id, q.type === 'checkbox' ? [] : '']));
}

export function initialValues(event: ClubEvent, prefill: { name?: string; email?: string } = {}): RegistrationValues {
  return {
    eventId: event.id,
    name: prefill.name ?? '',
    email: prefill.email ?? '',
    phone: '',
    institution: '',
    reason: '',
    teamName: '',
    teamMembers: [],
    customAnswers: emptyAnswers(event.customQuestions ?? []),
  };
}

/** The schema the form validates with; its issues land on `customAnswers.<question id>`. */
export function registrationSchema(questions: CustomQuestion[], messages: QuestionMessages) {
  return eventRegistrationInput.superRefine((value, ctx) => {
    const problems = customAnswerProblems(questions, value.customAnswers ?? {}, messages);
    for (const [id, message] of Object.entries(problems)) ctx.addIssue({ code: 'custom', path: ['customAnswers', id], message });
  });
}

/**
 * The form-level validator: every problem under the field it belongs to, named the way the form
 * names its fields (`teamMembers[0].email`, `customAnswers.q1`). Undefined when all is well.
 */
export function validateRegistration(schema: ReturnType<typeof registrationSchema>, value: RegistrationValues) {
  const result = schema.safeParse(value);
  if (result.success) return undefined;
  const fields: Record<string, string> = {};
  for (const issue of result.error.issues) fields[toFormFieldName(issue.path.join('.'))] ??= issue.message;
  return { fields };
}

/** Server field keys ('teamMembers.0.email') as the form names its fields ('teamMembers[0].email'). */
export function toFormFieldName(serverKey: string): string {
  return serverKey.replace(/\.(\d+)(?=\.|$)/g, '[$1]');
}

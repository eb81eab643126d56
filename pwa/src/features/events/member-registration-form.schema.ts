/**
 * The member dashboard's registration form (signed-in-areas.md §5): the shared
 * `memberEventRegistrationInput`, with the drop-downs' empty choice read as "not given", the
 * event's own questions checked by the rule the server uses, and what the event does not ask
 * (grade outside olympiads, the team outside team events) left out of what is sent.
 */
import { z } from '@shared/zod';
import type { ClubEvent } from '@shared/schemas/events';
import type { CurrentUser } from '@shared/schemas/users';
import { customAnswerProblems, type CustomAnswerMessages } from '@shared/custom-answers';
import { EXPERIENCE, GRADES, memberEventRegistrationInput, memberFormHasGrade, memberFormHasTeam, type TeamMember } from '@shared/schemas/registrations';
import { emptyAnswers, type Answer } from './registration-form.schema';

export { EXPERIENCE, GRADES, memberFormHasGrade, memberFormHasTeam };

export interface MemberRegistrationValues {
  eventId: number;
  participantName: string;
  email: string;
  phone: string;
  institution: string;
  /** '' until one is chosen. */
  grade: string;
  experience: string;
  motivation: string;
  teamName: string;
  teamMembers: TeamMember[];
  additionalInfo: string;
  customAnswers: Record<string, Answer>;
}

/** The form as it opens: the event, and the signed-in user's name, e-mail and phone. */
export function memberInitialValues(event: ClubEvent, user: Pick<CurrentUser, 'firstName' | 'lastName' | 'email' | 'phone'> | null): MemberRegistrationValues {
  return {
    eventId: event.id,
    participantName: user ? [user.firstName, user.lastName].filter(Boolean).join(' ') : '',
    email: user?.email ?? '',
    phone: user?.phone ?? '',
    institution: '',
    grade: '',
    experience: '',
    motivation: '',
    teamName: '',
    teamMembers: [],
    additionalInfo: '',
    customAnswers: emptyAnswers(event.customQuestions ?? []),
  };
}

const noneIfBlank = (v: unknown) => (v === '' ? null : v);
const { shape } = memberEventRegistrationInput;

/** The schema the form validates with and sends the output of; question problems land on `customAnswers.<id>`. */
export function memberRegistrationSchema(event: Pick<ClubEvent, 'title' | 'teamEvent' | 'category' | 'customQuestions'>, messages: CustomAnswerMessages) {
  const questions = event.customQuestions ?? [];
  const hasGrade = memberFormHasGrade(event);
  const hasTeam = memberFormHasTeam(event);
  return memberEventRegistrationInput
    .extend({
      grade: z.preprocess(noneIfBlank, shape.grade),
      experience: z.preprocess(noneIfBlank, shape.experience),
    })
    .superRefine((value, ctx) => {
      const problems = customAnswerProblems(questions, value.customAnswers ?? {}, messages);
      for (const [id, message] of Object.entries(problems)) ctx.addIssue({ code: 'custom', path: ['customAnswers', id], message });
    })
    .transform((value) => ({
      ...value,
      grade: hasGrade ? value.grade : null,
      teamName: hasTeam ? value.teamName : null,
      teamMembers: hasTeam ? value.teamMembers : [],
    }));
}

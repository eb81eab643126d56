import type { z } from 'zod';
import type { ClubEvent, EventInput, eventInput } from '@shared/schemas/events';
import { toDrafts, toQuestionInputs, type QuestionDraft } from './components/question-editor/question-list';

/** What the event form holds: the shared schema's input, with the questions as drafts. */
export type EventFormValues = Omit<z.input<typeof eventInput>, 'customQuestions' | 'maxParticipants' | 'confirmWithinHours' | 'urgency'> & {
  maxParticipants: number | undefined;
  /** Empty: visitors have no deadline to confirm their e-mail. */
  confirmWithinHours: number | undefined;
  urgency: 'normal' | 'urgent';
  customQuestions: QuestionDraft[];
};

/** The form's starting values: the event's own when editing; a new event starts upcoming. */
export function eventFormValues(event?: ClubEvent | null): EventFormValues {
  return {
    title: event?.title ?? '',
    description: event?.description ?? '',
    date: event?.date ?? '',
    time: event?.time ?? '',
    location: event?.location ?? '',
    titleBn: event?.titleBn ?? '',
    descriptionBn: event?.descriptionBn ?? '',
    locationBn: event?.locationBn ?? '',
    category: (event?.category as EventFormValues['category']) ?? 'other',
    status: event?.status ?? 'upcoming',
    registrationRequired: event ? event.registrationRequired : true,
    teamEvent: event?.teamEvent ?? false,
    waitlistEnabled: event?.waitlistEnabled ?? true,
    autoConfirm: event?.autoConfirm ?? false,
    confirmWithinHours: event?.confirmWithinHours ?? undefined,
    maxParticipants: event?.maxParticipants ?? undefined,
    eligibility: event?.eligibility ?? '',
    prizes: event?.prizes ?? '',
    contactInfo: event?.contactInfo ?? '',
    urgency: event?.urgency === 'urgent' ? 'urgent' : 'normal',
    imageUrl: event?.imageUrl ?? null,
    customQuestions: toDrafts(event?.customQuestions ?? []),
  };
}

const orNull = (v: string | null | undefined) => (v && v.trim() ? v.trim() : null);

/**
 * The body of eventsApi.create and eventsApi.update from the form's checked value: empty
 * optional fields sent as null (so an edit clears them), the questions as the server expects
 * (blank ones dropped, ids kept, new ones without an id).
 */
export function toEventBody(value: EventInput) {
  return {
    ...value,
    maxParticipants: value.maxParticipants ?? null,
    confirmWithinHours: value.confirmWithinHours ?? null,
    eligibility: orNull(value.eligibility),
    prizes: orNull(value.prizes),
    contactInfo: orNull(value.contactInfo),
    imageUrl: orNull(value.imageUrl),
    urgency: value.urgency ?? 'normal',
    customQuestions: toQuestionInputs(value.customQuestions),
  };
}

import type { CustomQuestion } from './schemas/events';

export type CustomAnswer = string | string[];

export interface CustomAnswerMessages {
  required: string;
  chooseOne: string;
  chooseFromOptions: string;
}

/** The server's wording; the form passes its catalogue's texts. */
export const CUSTOM_ANSWER_MESSAGES: CustomAnswerMessages = {
  required: 'This question is required',
  chooseOne: 'Please choose one of the options given',
  chooseFromOptions: 'Please choose from the options given',
};

const valuesOf = (raw: CustomAnswer | undefined) => (Array.isArray(raw) ? raw : raw == null ? [] : [raw]).map((v) => v.trim()).filter(Boolean);

/**
 * Checks answers against an event's questions, the same way in the form and on the server:
 * required ones answered, a select or radio answer among the options, checkbox answers all
 * among the options. Problems are keyed by question id.
 */
export function customAnswerProblems(
  questions: CustomQuestion[],
  answers: Record<string, CustomAnswer | undefined>,
  messages: CustomAnswerMessages = CUSTOM_ANSWER_MESSAGES,
): Record<string, string> {
  const problems: Record<string, string> = {};
  for (const q of questions) {
    const values = valuesOf(answers[q.id]);
    if (!values.length) {
      if (q.required) problems[q.id] = messages.required;
    } else if (q.type === 'checkbox') {
      if (values.some((v) => !q.options.includes(v))) problems[q.id] = messages.chooseFromOptions;
    } else if (q.type === 'select' || q.type === 'radio') {
      if (values.length !== 1 || !q.options.includes(values[0])) problems[q.id] = messages.chooseOne;
    }
  }
  return problems;
}

/** The answers worth keeping: only known questions, trimmed, a list for checkboxes and text otherwise. */
export function cleanCustomAnswers(questions: CustomQuestion[], answers: Record<string, CustomAnswer | undefined>): Record<string, CustomAnswer> {
  const cleaned: Record<string, CustomAnswer> = {};
  for (const q of questions) {
    const values = valuesOf(answers[q.id]);
    if (!values.length) continue;
    cleaned[q.id] = q.type === 'checkbox' ? values : q.type === 'select' || q.type === 'radio' ? values[0] : values.join(' ');
  }
  return cleaned;
}

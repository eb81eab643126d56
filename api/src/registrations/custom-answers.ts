import type { CustomQuestion } from '../../../shared/schemas/events';

/**
 * Checks answers against the event's questions: required ones answered, choices among the
 * options. Answers to unknown questions are dropped. Returns the cleaned answers and any
 * problems keyed `customAnswers.<question id>`.
 */
export function checkCustomAnswers(questions: CustomQuestion[], answers: Record<string, string | string[]>) {
  const cleaned: Record<string, string | string[]> = {};
  const fields: Record<string, string> = {};
  for (const q of questions) {
    const raw = answers[q.id];
    const values = (Array.isArray(raw) ? raw : raw == null ? [] : [raw]).map((v) => v.trim()).filter(Boolean);
    const key = `customAnswers.${q.id}`;
    if (!values.length) {
      if (q.required) fields[key] = 'This question is required';
      continue;
    }
    if (q.type === 'checkbox') {
      if (values.some((v) => !q.options.includes(v))) fields[key] = 'Please choose from the options given';
      else cleaned[q.id] = values;
    } else if (q.type === 'select' || q.type === 'radio') {
      if (values.length !== 1 || !q.options.includes(values[0])) fields[key] = 'Please choose one of the options given';
      else cleaned[q.id] = values[0];
    } else {
      cleaned[q.id] = values.join(' ');
    }
  }
  return { cleaned, fields };
}

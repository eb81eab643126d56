import { cleanCustomAnswers, customAnswerProblems, type CustomAnswer } from '../../../shared/custom-answers';
import type { CustomQuestion } from '../../../shared/schemas/events';

/**
 * Checks answers against the event's questions (the rule the form applies too). Returns the
 * cleaned answers and any problems keyed `customAnswers.<question id>`.
 */
export function checkCustomAnswers(questions: CustomQuestion[], answers: Record<string, CustomAnswer>) {
  const problems = customAnswerProblems(questions, answers);
  const fields = Object.fromEntries(Object.entries(problems).map(([id, message]) => [`customAnswers.${id}`, message]));
  return { cleaned: cleanCustomAnswers(questions, answers), fields };
}

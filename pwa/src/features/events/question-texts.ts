import type { CustomQuestion } from '@shared/schemas/events';

const inBangla = (lng: string) => lng.toLowerCase().startsWith('bn');

/** The question and its options as a reader in `lng` sees them: the Bangla where written (issue 29), else the English. */
export function questionTexts(question: CustomQuestion, lng: string): { text: string; labels: string[] } {
  if (!inBangla(lng)) return { text: question.question, labels: question.options };
  return {
    text: question.questionBn?.trim() || question.question,
    labels: question.options.map((o, i) => question.optionsBn?.[i]?.trim() || o),
  };
}

import { QUESTION_TYPES, type CustomQuestion, type CustomQuestionInput } from '@shared/schemas/events';

export type QuestionType = (typeof QUESTION_TYPES)[number];

/**
 * A custom question while the event form is open. `key` names it on the screen only and is never
 * sent; `id` is the server's id of a question the event already has (kept, so the answers stored
 * under it stay attached when it is renamed or moved) and is absent on a new question (the server
 * gives it one: api/src/events/event-questions.ts).
 */
export interface QuestionDraft extends CustomQuestionInput {
  key: string;
}

/** Types whose answers are chosen from options (entered one per line). */
export const CHOICE_TYPES: readonly QuestionType[] = ['select', 'radio', 'checkbox'];
export const hasOptions = (type: QuestionType): boolean => CHOICE_TYPES.includes(type);

let counter = 0;
/** A screen-only key for a new question: never one of the server's ids (those never start with "new-"). */
const newKey = () => `new-${Date.now().toString(36)}-${(counter++).toString(36)}`;

/** The event's stored questions as drafts: each keeps its id (and uses it as its key). */
export function toDrafts(questions: readonly CustomQuestion[]): QuestionDraft[] {
  return questions.map((q) => ({
    key: `id-${q.id}`,
    id: q.id,
    question: q.question,
    questionBn: q.questionBn ?? '',
    type: q.type,
    required: q.required,
    options: [...q.options],
    optionsBn: [...(q.optionsBn ?? [])],
  }));
}

export function newQuestion(): QuestionDraft {
  return { key: newKey(), question: '', questionBn: '', type: 'text', required: false, options: [], optionsBn: [] };
}

export function addQuestion(list: readonly QuestionDraft[], question: QuestionDraft = newQuestion()): QuestionDraft[] {
  return [...list, question];
}

export function removeQuestion(list: readonly QuestionDraft[], key: string): QuestionDraft[] {
  return list.filter((q) => q.key !== key);
}

export function updateQuestion(list: readonly QuestionDraft[], key: string, patch: Partial<Omit<QuestionDraft, 'key' | 'id'>>): QuestionDraft[] {
  return list.map((q) => (q.key === key ? { ...q, ...patch } : q));
}

/** Moves a question one place up (-1) or down (+1); at either end the list is returned unchanged. */
export function moveQuestion(list: readonly QuestionDraft[], key: string, delta: -1 | 1): QuestionDraft[] {
  const from = list.findIndex((q) => q.key === key);
  const to = from + delta;
  if (from < 0 || to < 0 || to >= list.length) return [...list];
  const next = [...list];
  [next[from], next[to]] = [next[to]!, next[from]!];
  return next;
}

/** Options typed one per line: trimmed, blank lines and repeats left out. */
export function parseOptions(text: string): string[] {
  const seen = new Set<string>();
  for (const line of text.split(/\r?\n/)) {
    const option = line.trim();
    if (option) seen.add(option);
  }
  return [...seen];
}

export const optionsText = (options: readonly string[]): string => options.join('\n');

/**
 * Bangla options typed one per line: line i names option i, so blank lines stay (as '', that
 * option shown in English) and only blank lines at the end are left out.
 */
export function parseBnOptions(text: string): string[] {
  const lines = text.split(/\r?\n/).map((line) => line.trim());
  while (lines.length && !lines[lines.length - 1]) lines.pop();
  return lines;
}

/**
 * What is sent for the questions: blank ones dropped, text trimmed, the screen key left out, the
 * id kept where there is one, and options only for the types that use them; the Bangla text and
 * options only where written.
 */
export function toQuestionInputs(list: ReadonlyArray<CustomQuestionInput & { key?: string }>): CustomQuestionInput[] {
  return list
    .filter((q) => q.question.trim() !== '')
    .map((q) => {
      const options = hasOptions(q.type) ? parseOptions(q.options.join('\n')) : [];
      // Line i names option i; lines past the last option name none.
      const optionsBn = parseBnOptions((q.optionsBn ?? []).join('\n')).slice(0, options.length);
      const questionBn = q.questionBn?.trim();
      return {
        ...(q.id ? { id: q.id } : {}),
        question: q.question.trim(),
        ...(questionBn ? { questionBn } : {}),
        type: q.type,
        required: q.required,
        options,
        ...(optionsBn.some(Boolean) ? { optionsBn } : {}),
      };
    });
}

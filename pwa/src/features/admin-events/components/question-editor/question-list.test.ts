import { describe, expect, it } from 'vitest';
import type { CustomQuestion } from '@shared/schemas/events';
import { eventInput } from '@shared/schemas/events';
import {
  addQuestion,
  hasOptions,
  moveQuestion,
  newQuestion,
  optionsText,
  parseBnOptions,
  parseOptions,
  removeQuestion,
  toDrafts,
  toQuestionInputs,
  updateQuestion,
} from './question-list';

const stored: CustomQuestion[] = [
  { id: 'q1', question: 'School name', type: 'text', required: true, options: [] },
  { id: 'q2', question: 'T-shirt size', type: 'select', required: false, options: ['S', 'M', 'L'] },
  { id: 'q_Ab-9', question: 'Why us?', type: 'textarea', required: false, options: [] },
];

describe('question list', () => {
  it('turns stored questions into drafts that keep their ids', () => {
    const drafts = toDrafts(stored);
    expect(drafts.map((d) => d.id)).toEqual(['q1', 'q2', 'q_Ab-9']);
    expect(new Set(drafts.map((d) => d.key)).size).toBe(3);
    expect(drafts[1]!.options).toEqual(['S', 'M', 'L']);
    drafts[1]!.options.push('XL');
    expect(stored[1]!.options).toEqual(['S', 'M', 'L']);
  });

  it('adds new questions without an id and with a unique screen key', () => {
    const a = newQuestion();
    const b = newQuestion();
    expect(a.id).toBeUndefined();
    expect(a.key).not.toBe(b.key);
    expect(a).toMatchObject({ question: '', type: 'text', required: false, options: [] });
    const list = addQuestion(addQuestion(toDrafts(stored), a), b);
    expect(list.map((q) => q.key).slice(-2)).toEqual([a.key, b.key]);
    expect(list).toHaveLength(5);
  });

  it('removes one question by key and leaves the others (and their ids) alone', () => {
    const drafts = toDrafts(stored);
    const next = removeQuestion(drafts, drafts[1]!.key);
    expect(next.map((q) => q.id)).toEqual(['q1', 'q_Ab-9']);
    expect(drafts).toHaveLength(3);
  });

  it('moves a question up and down, and does nothing past either end', () => {
    const drafts = toDrafts(stored);
    const [first, second, third] = drafts.map((d) => d.key) as [string, string, string];
    expect(moveQuestion(drafts, third, -1).map((q) => q.id)).toEqual(['q1', 'q_Ab-9', 'q2']);
    expect(moveQuestion(drafts, first, 1).map((q) => q.id)).toEqual(['q2', 'q1', 'q_Ab-9']);
    expect(moveQuestion(drafts, first, -1).map((q) => q.id)).toEqual(['q1', 'q2', 'q_Ab-9']);
    expect(moveQuestion(drafts, third, 1).map((q) => q.id)).toEqual(['q1', 'q2', 'q_Ab-9']);
    expect(moveQuestion(drafts, 'missing', 1).map((q) => q.key)).toEqual([first, second, third]);
  });

  it('updates one question without touching its id', () => {
    const drafts = toDrafts(stored);
    const next = updateQuestion(drafts, drafts[0]!.key, { question: 'Your school', required: false });
    expect(next[0]).toMatchObject({ id: 'q1', question: 'Your school', required: false });
    expect(next[1]).toBe(drafts[1]);
  });

  it('reads options one per line: trimmed, no blank lines, no repeats', () => {
    expect(parseOptions('  Red \n\nBlue\r\nRed\n  \nGreen\n')).toEqual(['Red', 'Blue', 'Green']);
    expect(parseOptions('')).toEqual([]);
    expect(optionsText(['A', 'B'])).toBe('A\nB');
    expect(parseOptions(optionsText(['A', 'B']))).toEqual(['A', 'B']);
  });

  it('knows which types take options', () => {
    expect(['text', 'textarea', 'select', 'radio', 'checkbox'].filter((t) => hasOptions(t as never))).toEqual(['select', 'radio', 'checkbox']);
  });

  it('sends questions without blanks or screen keys, keeping ids, options only for choices', () => {
    const drafts = [
      ...toDrafts(stored),
      { ...newQuestion(), question: '   ' },
      { ...newQuestion(), question: ' Favourite colour ', type: 'radio' as const, options: ['Red', 'Blue'] },
      { ...newQuestion(), question: 'Notes', type: 'text' as const, options: ['left over from a dropdown'] },
    ];
    const sent = toQuestionInputs(moveQuestion(drafts, drafts[0]!.key, 1));
    expect(sent).toEqual([
      { id: 'q2', question: 'T-shirt size', type: 'select', required: false, options: ['S', 'M', 'L'] },
      { id: 'q1', question: 'School name', type: 'text', required: true, options: [] },
      { id: 'q_Ab-9', question: 'Why us?', type: 'textarea', required: false, options: [] },
      { question: 'Favourite colour', type: 'radio', required: false, options: ['Red', 'Blue'] },
      { question: 'Notes', type: 'text', required: false, options: [] },
    ]);
    expect(sent.every((q) => !('key' in q))).toBe(true);
  });

  it('sends the Bangla text and options only where written, one Bangla line per option (blank: shown in English)', () => {
    const drafts = toDrafts([
      { id: 'q1', question: 'Size', questionBn: ' মাপ ', type: 'radio', required: false, options: ['S', 'M', 'L'], optionsBn: ['', 'মাঝারি', '', 'বাড়তি'] },
      { id: 'q2', question: 'Why?', questionBn: '', type: 'text', required: false, options: [], optionsBn: ['left over'] },
    ]);
    expect(toQuestionInputs(drafts)).toEqual([
      { id: 'q1', question: 'Size', questionBn: 'মাপ', type: 'radio', required: false, options: ['S', 'M', 'L'], optionsBn: ['', 'মাঝারি', ''] },
      { id: 'q2', question: 'Why?', type: 'text', required: false, options: [] },
    ]);
    expect(parseBnOptions('\n মাঝারি \n\n\n')).toEqual(['', 'মাঝারি']);
  });

  it('drafts pass the shared schema as they are, which drops blank questions and screen keys', () => {
    const drafts = [...toDrafts(stored), newQuestion()];
    const parsed = eventInput.shape.customQuestions.parse(drafts);
    expect(parsed.map((q) => q.id)).toEqual(['q1', 'q2', 'q_Ab-9']);
    expect(parsed.every((q) => !('key' in q))).toBe(true);
  });
});

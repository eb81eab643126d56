import { useEffect, useRef, useState } from 'react';
import { useTranslation } from 'react-i18next';
import { QuestionCard } from './question-card';
import { addQuestion, moveQuestion, newQuestion, removeQuestion, updateQuestion, type QuestionDraft } from './question-list';

interface QuestionEditorProps {
  value: QuestionDraft[];
  onChange: (next: QuestionDraft[]) => void;
  /** Prefix of the controls' ids (the form's id). */
  idPrefix: string;
}

/**
 * The event's custom questions: add, remove, move up / down, and edit each one. Focus follows
 * the question a button acted on (a new question's text, the moved question's button, the next
 * question after a removal), and a move is announced.
 */
export function QuestionEditor({ value, onChange, idPrefix }: QuestionEditorProps) {
  const { t } = useTranslation('admin-events');
  const focusNext = useRef<string | null>(null);
  const [announcement, setAnnouncement] = useState('');
  const idBase = (key: string) => `${idPrefix}-q-${key}`;
  const addId = `${idPrefix}-add-question`;

  useEffect(() => {
    if (!focusNext.current) return;
    document.getElementById(focusNext.current)?.focus();
    focusNext.current = null;
  });

  const add = () => {
    const question = newQuestion();
    focusNext.current = `${idBase(question.key)}-text`;
    onChange(addQuestion(value, question));
  };
  const move = (key: string, delta: -1 | 1) => {
    const next = moveQuestion(value, key, delta);
    const at = next.findIndex((q) => q.key === key);
    const atEnd = delta === -1 ? at === 0 : at === next.length - 1;
    // Keep focus on the button pressed, or on the other one once the question reached the end.
    focusNext.current = `${idBase(key)}-${(delta === -1) !== atEnd ? 'up' : 'down'}`;
    setAnnouncement(t('questions.moved', { n: at + 1 }));
    onChange(next);
  };
  const remove = (key: string) => {
    const at = value.findIndex((q) => q.key === key);
    const next = removeQuestion(value, key);
    const neighbour = next[at] ?? next[at - 1];
    focusNext.current = neighbour ? `${idBase(neighbour.key)}-text` : addId;
    setAnnouncement(t('questions.removed'));
    onChange(next);
  };

  return (
    <fieldset className="grid gap-3" data-testid="question-editor">
      <legend className="mb-1 font-semibold">{t('questions.title')}</legend>
      <p className="text-sm opacity-70">{t('questions.hint')}</p>
      {value.length === 0 ? (
        <p className="text-sm opacity-70">{t('questions.empty')}</p>
      ) : (
        <ol className="grid gap-3">
          {value.map((draft, index) => (
            <QuestionCard
              key={draft.key}
              draft={draft}
              index={index}
              count={value.length}
              idBase={idBase(draft.key)}
              onChange={(patch) => onChange(updateQuestion(value, draft.key, patch))}
              onMove={(delta) => move(draft.key, delta)}
              onRemove={() => remove(draft.key)}
            />
          ))}
        </ol>
      )}
      <button id={addId} type="button" className="btn btn-outline min-h-11 justify-self-start" onClick={add}>
        <span aria-hidden="true">+</span> {t('questions.add')}
      </button>
      <p className="sr-only" aria-live="polite">
        {announcement}
      </p>
    </fieldset>
  );
}

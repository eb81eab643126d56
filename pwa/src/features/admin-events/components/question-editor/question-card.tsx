import { useState } from 'react';
import { useTranslation } from 'react-i18next';
import { QUESTION_TYPES } from '@shared/schemas/events';
import { hasOptions, optionsText, parseBnOptions, parseOptions, type QuestionDraft, type QuestionType } from './question-list';

interface QuestionCardProps {
  draft: QuestionDraft;
  index: number;
  count: number;
  /** Prefix of the ids of this card's controls (the editor moves focus by them). */
  idBase: string;
  onChange: (patch: Partial<Omit<QuestionDraft, 'key' | 'id'>>) => void;
  onMove: (delta: -1 | 1) => void;
  onRemove: () => void;
}

/**
 * One custom question: its text, answer type, required, options (for choice types), the text and
 * options in Bangla (issue 29: a Bangla line names the option on the same line), and move / remove
 * buttons.
 */
export function QuestionCard({ draft, index, count, idBase, onChange, onMove, onRemove }: QuestionCardProps) {
  const { t } = useTranslation('admin-events');
  // The options as typed (blank lines included while typing); the form holds the parsed list.
  const [text, setText] = useState(() => optionsText(draft.options));
  const [textBn, setTextBn] = useState(() => optionsText(draft.optionsBn ?? []));
  const tooManyBn = (draft.optionsBn?.length ?? 0) > draft.options.length;
  const n = index + 1;
  const choice = hasOptions(draft.type);
  const headingId = `${idBase}-heading`;

  return (
    <li className="grid gap-2 rounded-box border border-base-300 p-2 sm:p-3" aria-labelledby={headingId} data-testid="question-card">
      <div className="flex flex-wrap items-center justify-between gap-2">
        <h4 id={headingId} className="font-semibold">
          {t('questions.heading', { n })}
        </h4>
        <div className="flex flex-wrap gap-1">
          <button
            id={`${idBase}-up`}
            type="button"
            className="btn btn-ghost btn-sm min-h-11"
            disabled={index === 0}
            onClick={() => onMove(-1)}
            aria-label={t('questions.moveUpLabel', { n })}
          >
            <span aria-hidden="true">↑</span> {t('questions.moveUp')}
          </button>
          <button
            id={`${idBase}-down`}
            type="button"
            className="btn btn-ghost btn-sm min-h-11"
            disabled={index === count - 1}
            onClick={() => onMove(1)}
            aria-label={t('questions.moveDownLabel', { n })}
          >
            <span aria-hidden="true">↓</span> {t('questions.moveDown')}
          </button>
          <button type="button" className="btn btn-ghost btn-sm min-h-11 text-error" onClick={onRemove} aria-label={t('questions.removeLabel', { n })}>
            {t('questions.remove')}
          </button>
        </div>
      </div>
      <div className="grid gap-1">
        <label htmlFor={`${idBase}-text`} className="text-sm font-medium">
          {t('questions.text')}
        </label>
        <input id={`${idBase}-text`} className="input w-full" maxLength={500} value={draft.question} onChange={(e) => onChange({ question: e.target.value })} />
      </div>
      <div className="grid gap-1">
        <label htmlFor={`${idBase}-text-bn`} className="text-sm font-medium">
          {t('questions.textBn')}
        </label>
        <input
          id={`${idBase}-text-bn`}
          className="input w-full"
          lang="bn"
          autoComplete="off"
          maxLength={500}
          value={draft.questionBn ?? ''}
          onChange={(e) => onChange({ questionBn: e.target.value })}
        />
      </div>
      <div className="grid gap-2 sm:grid-cols-2 sm:items-end">
        <div className="grid gap-1">
          <label htmlFor={`${idBase}-type`} className="text-sm font-medium">
            {t('questions.type')}
          </label>
          <select id={`${idBase}-type`} className="select w-full" value={draft.type} onChange={(e) => onChange({ type: e.target.value as QuestionType })}>
            {QUESTION_TYPES.map((type) => (
              <option key={type} value={type}>
                {t(`questions.types.${type}`)}
              </option>
            ))}
          </select>
        </div>
        <label className="flex min-h-11 cursor-pointer items-center gap-3">
          <input
            id={`${idBase}-required`}
            type="checkbox"
            className="checkbox"
            checked={draft.required}
            onChange={(e) => onChange({ required: e.target.checked })}
          />
          <span className="text-sm font-medium">{t('questions.required')}</span>
        </label>
      </div>
      {choice && (
        <div className="grid gap-1">
          <label htmlFor={`${idBase}-options`} className="text-sm font-medium">
            {t('questions.options')}
          </label>
          <textarea
            id={`${idBase}-options`}
            className="textarea w-full"
            rows={3}
            value={text}
            aria-describedby={draft.options.length === 0 ? `${idBase}-options-hint` : undefined}
            // Saving is refused until a named choice question has options: the form's submit lands here.
            aria-invalid={draft.options.length === 0 && draft.question.trim() !== '' ? true : undefined}
            onChange={(e) => {
              setText(e.target.value);
              onChange({ options: parseOptions(e.target.value) });
            }}
          />
          {draft.options.length === 0 && (
            <p id={`${idBase}-options-hint`} className={`text-sm ${draft.question.trim() ? 'text-error' : 'opacity-70'}`}>
              {t('questions.needsOptions')}
            </p>
          )}
        </div>
      )}
      {choice && (
        <div className="grid gap-1">
          <label htmlFor={`${idBase}-options-bn`} className="text-sm font-medium">
            {t('questions.optionsBn')}
          </label>
          <textarea
            id={`${idBase}-options-bn`}
            className="textarea w-full"
            lang="bn"
            rows={3}
            value={textBn}
            aria-describedby={`${idBase}-options-bn-hint`}
            aria-invalid={tooManyBn ? true : undefined}
            onChange={(e) => {
              setTextBn(e.target.value);
              onChange({ optionsBn: parseBnOptions(e.target.value) });
            }}
          />
          <p id={`${idBase}-options-bn-hint`} className={`text-sm ${tooManyBn ? 'text-error' : 'opacity-70'}`}>
            {t(tooManyBn ? 'questions.tooManyOptionsBn' : 'questions.optionsBnHint')}
          </p>
        </div>
      )}
    </li>
  );
}

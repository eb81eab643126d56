import { useTranslation } from 'react-i18next';
import type { CustomAnswer } from '@shared/custom-answers';
import type { CustomQuestion } from '@shared/schemas/events';
import type { AdminRegistration } from '@shared/schemas/registration-answers';

const text = (a: CustomAnswer | undefined) => (Array.isArray(a) ? a.join(', ') : (a ?? ''));

/**
 * Each custom answer under its question's text: the event's questions now (a renamed or moved
 * question keeps its answer), then answers to questions since removed, under the text they had.
 */
export function RegistrationAnswers({
  questions,
  registration,
}: {
  questions: CustomQuestion[];
  registration: Pick<AdminRegistration, 'customAnswers' | 'orphanAnswers'>;
}) {
  const { t } = useTranslation('admin-events');
  const rows = [
    ...questions.map((q) => ({ key: q.id, label: q.question, answer: text(registration.customAnswers[q.id]) })),
    ...registration.orphanAnswers.map((o) => ({
      key: `removed-${o.questionId}`,
      label: o.question ? t('registrations.removedQuestion', { question: o.question }) : t('registrations.unknownQuestion'),
      answer: text(o.answer),
    })),
  ];
  if (rows.length === 0) return null;
  return (
    <div className="grid gap-1">
      <h4 className="text-sm font-semibold">{t('registrations.answers')}</h4>
      <dl className="grid gap-2" data-testid="registration-answers">
        {rows.map((row) => (
          <div key={row.key}>
            <dt className="text-sm opacity-70">{row.label}</dt>
            <dd className="whitespace-pre-line break-words">{row.answer || <span className="opacity-60">{t('registrations.noAnswer')}</span>}</dd>
          </div>
        ))}
      </dl>
    </div>
  );
}

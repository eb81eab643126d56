import { useTranslation } from 'react-i18next';
import type { CustomQuestion } from '@shared/schemas/events';
import type { SchemaFormKit } from '@/components/form/use-schema-form';
import { CustomQuestionField } from './custom-question-field';

/** The event's own questions under their heading, when it has any (both registration forms). */
export function CustomQuestions({ kit, questions = [] }: { kit: SchemaFormKit; questions?: CustomQuestion[] }) {
  const { t } = useTranslation('events');
  if (questions.length === 0) return null;
  return (
    <section aria-labelledby={`${kit.idPrefix}-questions`} className="mt-2 grid gap-1" data-testid="custom-questions">
      <h3 id={`${kit.idPrefix}-questions`} className="mb-2 font-semibold">
        {t('form.questionsTitle')}
      </h3>
      {questions.map((q) => (
        <CustomQuestionField key={q.id} kit={kit} question={q} />
      ))}
    </section>
  );
}

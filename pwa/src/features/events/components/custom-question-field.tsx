import { useTranslation } from 'react-i18next';
import type { CustomQuestion } from '@shared/schemas/events';
import { TextField } from '@/components/ui/text-field';
import type { Answer } from '../registration-form.schema';
import { ChoiceGroup } from './choice-group';
import { SelectField } from '@/components/ui/select-field';
import { TextareaField } from '@/components/ui/textarea-field';
import type { SchemaFormKit } from '@/components/form/use-schema-form';
import { registrationForm } from './registration-kit';
import { questionTexts } from '../question-texts';

/**
 * One of the event's own questions, as its type asks: text, textarea, select, radio or checkbox;
 * in the reader's language, the answer kept as the (English) option whatever the language.
 */
export function CustomQuestionField({ kit, question }: { kit: SchemaFormKit; question: CustomQuestion }) {
  const { t, i18n } = useTranslation('events');
  const { text: shown, labels } = questionTexts(question, i18n.language);
  const form = registrationForm(kit);
  const name = `customAnswers.${question.id}` as const;
  const id = `${kit.idPrefix}-q-${question.id}`;
  const label = question.required ? t('form.requiredLabel', { label: shown }) : shown;

  return (
    <form.Field name={name}>
      {(field) => {
        const value: Answer = field.state.value ?? (question.type === 'checkbox' ? [] : '');
        const text = Array.isArray(value) ? value.join(', ') : value;
        const error = kit.fieldError(name, field.state.meta);
        const set = (next: Answer) => {
          kit.clearServerError(name);
          field.handleChange(next);
        };
        const common = { id, label, error, onBlur: field.handleBlur, 'aria-required': question.required || undefined };
        switch (question.type) {
          case 'textarea':
            return <TextareaField {...common} rows={3} value={text} onValueChange={set} />;
          case 'select':
            return <SelectField {...common} value={text} options={question.options} labels={labels} placeholder={t('form.choose')} onValueChange={set} />;
          case 'radio':
          case 'checkbox':
            return (
              <ChoiceGroup
                id={id}
                legend={label}
                type={question.type}
                options={question.options}
                labels={labels}
                value={value}
                required={question.required}
                error={error}
                onValueChange={set}
              />
            );
          default:
            return <TextField {...common} value={text} onValueChange={set} />;
        }
      }}
    </form.Field>
  );
}

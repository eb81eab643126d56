import { useTranslation } from 'react-i18next';
import { TextField } from '@/components/ui/text-field';
import { TextareaField } from '@/components/ui/textarea-field';
import type { RegistrationFormKit } from './use-event-registration-form';

type InputName = 'name' | 'email' | 'phone' | 'institution';
const INPUTS: ReadonlyArray<{ name: InputName; type: string; autoComplete: string; inputMode?: 'email' | 'tel' }> = [
  { name: 'name', type: 'text', autoComplete: 'name' },
  { name: 'email', type: 'email', autoComplete: 'email', inputMode: 'email' },
  { name: 'phone', type: 'tel', autoComplete: 'tel', inputMode: 'tel' },
  { name: 'institution', type: 'text', autoComplete: 'organization' },
];

/** Name, e-mail, phone (+880 placeholder), institution and the reason (public-site.md §5). */
export function RegistrationFields({ kit }: { kit: RegistrationFormKit }) {
  const { t } = useTranslation('events');
  const { form, errorOf, edited, idPrefix } = kit;
  return (
    <>
      {INPUTS.map(({ name, ...input }) => (
        <form.Field key={name} name={name}>
          {(field) => (
            <TextField
              id={`${idPrefix}-${name}`}
              name={name}
              {...input}
              aria-required={name === 'institution' ? undefined : 'true'}
              label={t(`form.${name}`)}
              placeholder={t(`form.${name}Placeholder`)}
              value={field.state.value}
              onValueChange={(v) => {
                edited(name);
                field.handleChange(v);
              }}
              onBlur={field.handleBlur}
              error={errorOf(name, field.state.meta)}
            />
          )}
        </form.Field>
      ))}
      <form.Field name="reason">
        {(field) => (
          <TextareaField
            id={`${idPrefix}-reason`}
            name="reason"
            rows={3}
            aria-required="true"
            label={t('form.reason')}
            placeholder={t('form.reasonPlaceholder')}
            value={field.state.value}
            onValueChange={(v) => {
              edited('reason');
              field.handleChange(v);
            }}
            onBlur={field.handleBlur}
            error={errorOf('reason', field.state.meta)}
          />
        )}
      </form.Field>
    </>
  );
}

import { useTranslation } from 'react-i18next';
import { TextField } from '@/components/ui/text-field';
import { TextareaField } from '@/components/ui/textarea-field';
import type { JoinFormApi } from './use-join-form';
import { onFormSubmit } from '@/components/ui/focus-first-invalid';
import { shownError, useSubmitAttempted } from '@/components/ui/form-timing';
import '../join.i18n';

type InputName = 'firstName' | 'lastName' | 'email' | 'phone' | 'age' | 'password' | 'confirmPassword';
const INPUTS: ReadonlyArray<{ name: InputName; type: string; autoComplete: string; inputMode?: 'numeric' | 'tel' | 'email'; half?: boolean }> = [
  { name: 'firstName', type: 'text', autoComplete: 'given-name', half: true },
  { name: 'lastName', type: 'text', autoComplete: 'family-name', half: true },
  { name: 'email', type: 'email', autoComplete: 'email', inputMode: 'email' },
  { name: 'phone', type: 'tel', autoComplete: 'tel', inputMode: 'tel', half: true },
  { name: 'age', type: 'text', autoComplete: 'off', inputMode: 'numeric', half: true },
];
const PASSWORDS: typeof INPUTS = [
  { name: 'password', type: 'password', autoComplete: 'new-password' },
  { name: 'confirmPassword', type: 'password', autoComplete: 'new-password' },
];

/** The registration form of the Join dialog (public-site.md §5): every field with its message underneath. */
export function JoinForm({ form, onCancel }: { form: JoinFormApi; onCancel: () => void }) {
  const { t } = useTranslation('join');
  const attempted = useSubmitAttempted(form);

  const input = ({ name, type, autoComplete, inputMode, half }: (typeof INPUTS)[number]) => (
    <form.Field key={name} name={name}>
      {(field) => (
        <div className={half ? '' : 'sm:col-span-2'}>
          <TextField
            id={`join-${name}`}
            name={name}
            type={type}
            autoComplete={autoComplete}
            inputMode={inputMode}
            aria-required="true"
            label={t(`form.${name}`)}
            placeholder={name === 'phone' ? t('form.phonePlaceholder') : undefined}
            value={field.state.value}
            onValueChange={field.handleChange}
            onBlur={field.handleBlur}
            error={shownError(field.state.meta, attempted)}
          />
        </div>
      )}
    </form.Field>
  );

  const textarea = (name: 'address' | 'motivation', rows: number) => (
    <form.Field name={name}>
      {(field) => (
        <div className="sm:col-span-2">
          <TextareaField
            id={`join-${name}`}
            name={name}
            rows={rows}
            autoComplete={name === 'address' ? 'street-address' : 'off'}
            aria-required="true"
            label={t(`form.${name}`)}
            placeholder={name === 'motivation' ? t('form.motivationPlaceholder') : undefined}
            value={field.state.value}
            onValueChange={field.handleChange}
            onBlur={field.handleBlur}
            error={shownError(field.state.meta, attempted)}
          />
        </div>
      )}
    </form.Field>
  );

  return (
    <form
      noValidate
      data-testid="join-form"
      onSubmit={onFormSubmit(form)}
    >
      <div className="grid gap-x-4 sm:grid-cols-2">
        {INPUTS.map(input)}
        {textarea('address', 2)}
        {textarea('motivation', 4)}
        {PASSWORDS.map(input)}
      </div>
      <form.Subscribe selector={(s) => s.isSubmitting}>
        {(isSubmitting) => (
          <div className="modal-action">
            <button type="button" className="btn btn-ghost" onClick={onCancel}>
              {t('form.cancel')}
            </button>
            <button type="submit" className="btn btn-primary" disabled={isSubmitting}>
              {isSubmitting ? t('form.submitting') : t('form.submit')}
            </button>
          </div>
        )}
      </form.Subscribe>
    </form>
  );
}

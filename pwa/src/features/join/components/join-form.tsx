import { useTranslation } from 'react-i18next';
import { LIMITS } from '@shared/limits';
import type { FieldKind } from '@/components/form/schema-field';
import { SchemaField } from '@/components/form/schema-field';
import { FormActions } from '@/components/form/form-actions';
import { SchemaForm } from '@/components/form/schema-form';
import type { SchemaFormKit } from '@/components/form/use-schema-form';
import { formatNumber } from '@/lib/i18n';
import '../join.i18n';

interface Input {
  name: 'firstName' | 'lastName' | 'email' | 'phone' | 'age' | 'address' | 'motivation' | 'password' | 'confirmPassword';
  kind: FieldKind;
  autoComplete: string;
  inputMode?: 'numeric' | 'tel' | 'email';
  /** Half a row from the small screen up; the others take the whole row. */
  half?: boolean;
  rows?: number;
  placeholder?: 'phonePlaceholder' | 'motivationPlaceholder';
}
const INPUTS: readonly Input[] = [
  { name: 'firstName', kind: 'text', autoComplete: 'given-name', half: true },
  { name: 'lastName', kind: 'text', autoComplete: 'family-name', half: true },
  { name: 'email', kind: 'email', autoComplete: 'email', inputMode: 'email' },
  { name: 'phone', kind: 'tel', autoComplete: 'tel', inputMode: 'tel', half: true, placeholder: 'phonePlaceholder' },
  { name: 'age', kind: 'text', autoComplete: 'off', inputMode: 'numeric', half: true },
  { name: 'address', kind: 'textarea', autoComplete: 'street-address', rows: 2 },
  { name: 'motivation', kind: 'textarea', autoComplete: 'off', rows: 4, placeholder: 'motivationPlaceholder' },
  { name: 'password', kind: 'password', autoComplete: 'new-password' },
  { name: 'confirmPassword', kind: 'password', autoComplete: 'new-password' },
];

/** The registration form of the Join dialog (public-site.md §5): every field with its message underneath. */
export function JoinForm({ kit, onCancel }: { kit: SchemaFormKit; onCancel: () => void }) {
  const { t } = useTranslation('join');
  return (
    <SchemaForm kit={kit} className="" testId="join-form">
      <div className="grid gap-x-4 sm:grid-cols-2">
        {INPUTS.map(({ name, half, placeholder, ...input }) => (
          <div key={name} className={half ? '' : 'sm:col-span-2'}>
            <SchemaField
              kit={kit}
              name={name}
              {...input}
              aria-required="true"
              label={t(`form.${name}`)}
              placeholder={placeholder && t(`form.${placeholder}`)}
              // The password's rule, from the start: not only as an error after Submit.
              hint={name === 'password' ? t('form.passwordHint', { count: LIMITS.passwordMin, n: formatNumber(LIMITS.passwordMin) }) : undefined}
            />
          </div>
        ))}
      </div>
      <FormActions kit={kit} cancelLabel={t('form.cancel')} onCancel={onCancel} submitLabel={t('form.submit')} busyLabel={t('form.submitting')} />
    </SchemaForm>
  );
}

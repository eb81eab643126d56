import { useTranslation } from 'react-i18next';
import { SchemaField } from '@/components/form/schema-field';
import type { SchemaFormKit } from '@/components/form/use-schema-form';

const INPUTS = [
  { name: 'name', kind: 'text', autoComplete: 'name' },
  { name: 'email', kind: 'email', autoComplete: 'email', inputMode: 'email' },
  { name: 'phone', kind: 'tel', autoComplete: 'tel', inputMode: 'tel' },
  { name: 'institution', kind: 'text', autoComplete: 'organization' },
] as const;

/** Name, e-mail, phone (+880 placeholder), institution and the reason (public-site.md §5). */
export function RegistrationFields({ kit }: { kit: SchemaFormKit }) {
  const { t } = useTranslation('events');
  return (
    <>
      {INPUTS.map(({ name, ...input }) => (
        <SchemaField
          key={name}
          kit={kit}
          name={name}
          {...input}
          aria-required={name === 'institution' ? undefined : 'true'}
          label={t(`form.${name}`)}
          placeholder={t(`form.${name}Placeholder`)}
        />
      ))}
      <SchemaField kit={kit} name="reason" kind="textarea" rows={3} aria-required="true" label={t('form.reason')} placeholder={t('form.reasonPlaceholder')} />
    </>
  );
}

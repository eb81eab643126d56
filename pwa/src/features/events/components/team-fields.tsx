import { useTranslation } from 'react-i18next';
import { SchemaField } from '@/components/form/schema-field';
import type { SchemaFormKit } from '@/components/form/use-schema-form';
import { TextField } from '@/components/ui/text-field';
import { EMPTY_MEMBER } from '../registration-form.schema';
import { registrationForm } from './registration-kit';

const MAX_MEMBERS = 20;
const MEMBER_INPUTS = [
  { key: 'name', type: 'text', autoComplete: 'off' },
  { key: 'email', type: 'email', autoComplete: 'off' },
  { key: 'phone', type: 'tel', autoComplete: 'off' },
] as const;

/** Team events only: the team name and a list of members (name, e-mail, phone) to add and remove. */
export function TeamFields({ kit }: { kit: SchemaFormKit }) {
  const { t } = useTranslation('events');
  const form = registrationForm(kit);
  const { idPrefix } = kit;
  const focusLater = (id: string) => requestAnimationFrame(() => document.getElementById(id)?.focus());

  return (
    <>
      <SchemaField kit={kit} name="teamName" label={t('form.teamName')} />
      <form.Field name="teamMembers" mode="array">
        {(list) => (
          <fieldset className="grid gap-3" data-testid="team-members">
            <legend className="mb-2 text-sm font-medium">{t('form.teamMembers')}</legend>
            {list.state.value.length === 0 && <p className="text-sm opacity-70">{t('form.noMembers')}</p>}
            {list.state.value.map((_, i) => (
              <fieldset key={i} className="rounded-box border border-base-300 p-3" data-testid="team-member">
                <legend className="px-1 text-sm font-medium">{t('form.member', { n: i + 1 })}</legend>
                {MEMBER_INPUTS.map(({ key, ...input }) => {
                  const name = `teamMembers[${i}].${key}` as const;
                  return (
                    <form.Field key={key} name={name}>
                      {(field) => (
                        <TextField
                          id={`${idPrefix}-member-${i}-${key}`}
                          {...input}
                          aria-required="true"
                          label={t(`form.member_${key}`)}
                          value={field.state.value}
                          onValueChange={(v) => {
                            kit.clearServerError(name);
                            field.handleChange(v);
                          }}
                          onBlur={field.handleBlur}
                          error={kit.fieldError(name, field.state.meta)}
                        />
                      )}
                    </form.Field>
                  );
                })}
                <button
                  type="button"
                  className="btn btn-ghost btn-sm text-error"
                  onClick={() => {
                    void list.removeValue(i);
                    focusLater(`${idPrefix}-add-member`);
                  }}
                >
                  {t('form.removeMember', { n: i + 1 })}
                </button>
              </fieldset>
            ))}
            {list.state.value.length < MAX_MEMBERS && (
              <button
                type="button"
                id={`${idPrefix}-add-member`}
                className="btn btn-outline btn-sm justify-self-start"
                onClick={() => {
                  const next = list.state.value.length;
                  list.pushValue({ ...EMPTY_MEMBER });
                  focusLater(`${idPrefix}-member-${next}-name`);
                }}
              >
                {t('form.addMember')}
              </button>
            )}
          </fieldset>
        )}
      </form.Field>
    </>
  );
}

import type { InputHTMLAttributes } from 'react';
import { FieldFrame } from '@/components/ui/field-frame';
import { submitOnCtrlEnter } from '@/components/ui/ctrl-enter';
import type { SchemaFormKit } from './use-schema-form';

export type FieldKind = 'text' | 'email' | 'password' | 'number' | 'date' | 'url' | 'tel' | 'textarea' | 'select' | 'checkbox';

interface SchemaFieldProps extends Omit<InputHTMLAttributes<HTMLElement>, 'id' | 'name' | 'value' | 'onChange' | 'type'> {
  kit: SchemaFormKit;
  name: string;
  label: string;
  kind?: FieldKind;
  /** select: value and label of each choice. */
  options?: readonly { value: string; label: string }[];
  rows?: number;
  /** A rule the value must meet, shown under the control from the start (FieldFrame). */
  hint?: string;
}

const toNumber = (s: string): number | undefined => (s.trim() === '' ? undefined : Number(s));

/** One field of a kit form: its label, the control for its kind, and its message (the schema's or the server's). */
export function SchemaField({ kit, name, label, kind = 'text', options = [], rows = 4, hint, ...rest }: SchemaFieldProps) {
  const Field = kit.form.Field;
  const id = `${kit.idPrefix}-${name}`;
  return (
    <Field name={name}>
      {(field: { state: { value: unknown; meta: { errors: unknown[]; isBlurred: boolean } }; handleChange: (v: unknown) => void; handleBlur: () => void }) => {
        const error = kit.fieldError(name, field.state.meta);
        const change = (v: unknown) => {
          kit.clearServerError(name);
          field.handleChange(v);
        };
        const control = { name, onBlur: field.handleBlur, ...rest };
        if (kind === 'checkbox') {
          return (
            <div className="grid gap-1">
              <label className="flex min-h-11 cursor-pointer items-center gap-3">
                <input
                  id={id}
                  type="checkbox"
                  className="checkbox"
                  checked={field.state.value === true}
                  onChange={(e) => change(e.target.checked)}
                  aria-invalid={error ? true : undefined}
                  {...control}
                />
                <span className="text-sm font-medium">{label}</span>
              </label>
              {error && <p className="text-sm text-error">{error}</p>}
            </div>
          );
        }
        return (
          <FieldFrame id={id} label={label} error={error} hint={hint}>
            {(aria) =>
              kind === 'textarea' ? (
                <textarea
                  onKeyDown={submitOnCtrlEnter}
                  {...aria}
                  {...control}
                  rows={rows}
                  className={`textarea w-full ${error ? 'textarea-error' : ''}`}
                  value={String(field.state.value ?? '')}
                  onChange={(e) => change(e.target.value)}
                />
              ) : kind === 'select' ? (
                <select
                  {...aria}
                  {...control}
                  className={`select w-full ${error ? 'select-error' : ''}`}
                  value={String(field.state.value ?? '')}
                  onChange={(e) => change(e.target.value)}
                >
                  {options.map((o) => (
                    <option key={o.value} value={o.value}>
                      {o.label}
                    </option>
                  ))}
                </select>
              ) : (
                <input
                  {...aria}
                  {...control}
                  type={kind}
                  className={`input w-full ${error ? 'input-error' : ''}`}
                  value={field.state.value === undefined || field.state.value === null ? '' : String(field.state.value)}
                  onChange={(e) => change(kind === 'number' ? toNumber(e.target.value) : e.target.value)}
                />
              )
            }
          </FieldFrame>
        );
      }}
    </Field>
  );
}

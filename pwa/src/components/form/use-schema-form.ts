import { useCallback, useState } from 'react';
import { useForm, useStore, type AnyFormApi } from '@tanstack/react-form';
import type { z } from 'zod';
import { ApiError } from '@/lib/api-client';
import { useDirtyForm } from '@/components/offline/dirty-forms';
import { shownError, useSubmitAttempted, validateAlways } from '@/components/ui/form-timing';

export interface SchemaFormOptions<S extends z.ZodType> {
  /** Names the form for the "unsent input" question of the update prompt. */
  id: string;
  schema: S;
  defaultValues: z.input<S>;
  /** Gets the parsed value. Throw to keep the form as typed; an ApiError's `fields` land on the inputs. */
  onSubmit: (value: z.output<S>) => Promise<void>;
  /** Empty the form again once `onSubmit` went through (a message sent or queued). */
  resetAfterSubmit?: boolean;
  /** Told about a failure after its `fields` were put on the inputs (toasts). */
  onError?: (err: unknown) => void;
}

/** What <SchemaField> and <SchemaForm> need: the TanStack form, whether a submit was tried, the server's messages. */
export interface SchemaFormKit {
  form: AnyFormApi & { Field: AnyField; Subscribe: AnySubscribe };
  attempted: boolean;
  /** The server's messages by form field name ('teamMembers[0].email'). */
  serverErrors: Record<string, string>;
  clearServerError: (name: string) => void;
  /** The message under a field: the server's for it, else the schema's once the field was left or a submit tried. */
  fieldError: (name: string, meta: FieldMeta) => string | undefined;
  idPrefix: string;
}
export interface FieldMeta {
  errors: readonly unknown[];
  isBlurred: boolean;
}
// TanStack's component types are generic over the form's values; the kit uses them by field name.
type AnyField = any;
type AnySubscribe = any;

const isBlank = (v: unknown) => v === '' || v === undefined || v === null || v === false || (Array.isArray(v) && v.length === 0);
/** A value as it started ('customAnswers' is a new object on every render, so compared by content). */
const same = (a: unknown, b: unknown) => a === b || (typeof a === 'object' && typeof b === 'object' && JSON.stringify(a) === JSON.stringify(b));
/** A server field key ('teamMembers.0.email') as the form names the field ('teamMembers[0].email'). */
const fieldName = (serverKey: string) => serverKey.replace(/\.(\d+)(?=\.|$)/g, '[$1]');

/**
 * The form kit (STYLE.md): one validation timing for every form (the schema runs on every change
 * and blur; messages show once a field was left or a submit was tried), the shared zod schema as
 * the only rules, the server's `fields` mapped onto the inputs, and unsent input remembered.
 */
export function useSchemaForm<S extends z.ZodType>({ id, schema, defaultValues, onSubmit, onError, resetAfterSubmit }: SchemaFormOptions<S>): SchemaFormKit {
  const [serverErrors, setServerErrors] = useState<Record<string, string>>({});
  const form = useForm({
    defaultValues: defaultValues as Record<string, unknown>,
    validationLogic: validateAlways,
    validators: { onDynamic: schema as never },
    onSubmit: async ({ value, formApi }) => {
      setServerErrors({});
      try {
        await onSubmit(schema.parse(value) as z.output<S>);
        if (resetAfterSubmit) formApi.reset();
      } catch (err) {
        if (err instanceof ApiError && err.fields) setServerErrors(Object.fromEntries(Object.entries(err.fields).map(([k, v]) => [fieldName(k), v])));
        onError?.(err);
      }
    },
  });
  const attempted = useSubmitAttempted(form as unknown as AnyFormApi);
  const dirty = useStore(form.store, (s) => Object.entries(s.values).some(([k, v]) => !isBlank(v) && !same(v, (defaultValues as Record<string, unknown>)[k])));
  useDirtyForm(id, dirty);
  const clearServerError = useCallback(
    (name: string) => setServerErrors((e) => (name in e ? Object.fromEntries(Object.entries(e).filter(([k]) => k !== name)) : e)),
    [],
  );
  const fieldError = (name: string, meta: FieldMeta) => serverErrors[name] ?? shownError(meta, attempted);
  return { form: form as unknown as SchemaFormKit['form'], attempted, serverErrors, clearServerError, fieldError, idPrefix: id };
}

/** True while the kit's form is being sent (its submit button says so and is disabled). */
export function useSubmitting(kit: SchemaFormKit): boolean {
  return useStore(kit.form.store, (s: { isSubmitting: boolean }) => s.isSubmitting);
}

import type { ReactNode } from 'react';
import { useTranslation } from 'react-i18next';
import type { z } from 'zod';
import { SchemaForm } from '@/components/form/schema-form';
import { useSchemaForm, type SchemaFormKit, type SchemaFormOptions } from '@/components/form/use-schema-form';
import { Modal } from '@/components/offline/modal';
import { isDecidable, type CreatableKind } from '../content-kinds';
import { DialogFormActions } from './dialog-form-actions';

/** Each dialog's title, 'Create {tab}'. */
const TITLE: Record<CreatableKind, string> = { project: 'create.projects', news: 'create.news', event: 'create.events', gallery: 'create.gallery' };

/** The form: its name, schema and empty values, and the write (content-actions' createItem). */
type CreateFormOptions<S extends z.ZodType> = Pick<SchemaFormOptions<S>, 'id' | 'schema' | 'defaultValues' | 'onSubmit'>;

interface CreateFormProps<S extends z.ZodType> {
  kind: CreatableKind;
  form: CreateFormOptions<S>;
  /** The fields between the note and Cancel / Create. */
  children: (kit: SchemaFormKit) => ReactNode;
}

/** Mounted while the dialog is open, so each opening starts empty; closes once the write went through. */
function CreateForm<S extends z.ZodType>({ kind, form, children, onDone }: CreateFormProps<S> & { onDone: () => void }) {
  const { t } = useTranslation('content');
  const kit = useSchemaForm({
    ...form,
    onSubmit: async (value) => {
      await form.onSubmit(value);
      onDone();
    },
  });
  return (
    <SchemaForm kit={kit} testId={`create-${kind}-form`}>
      {/* Events are published at once; the rest wait for review. */}
      <p className="text-sm opacity-70">{t(isDecidable(kind) ? 'create.pendingNote' : 'create.eventNote')}</p>
      {children(kit)}
      <DialogFormActions kit={kit} onCancel={onDone} />
    </SchemaForm>
  );
}

/**
 * A 'Create {tab}' dialog of the content manager: the modal (a stray tap beside it keeps what was
 * typed), its note on what happens to the new item, the fields, and Cancel / Create.
 */
export function CreateDialogShell<S extends z.ZodType>({ open, onClose, ...props }: CreateFormProps<S> & { open: boolean; onClose: () => void }) {
  const { t } = useTranslation('content');
  return (
    <Modal open={open} onClose={onClose} title={t(TITLE[props.kind])} closeOnBackdrop={false} testId={`create-${props.kind}-dialog`}>
      <CreateForm {...props} onDone={onClose} />
    </Modal>
  );
}

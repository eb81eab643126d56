import { useTranslation } from 'react-i18next';
import { eventInput, type ClubEvent } from '@shared/schemas/events';
import { OnlineButton } from '@/components/admin/online-button';
import { SchemaForm } from '@/components/form/schema-form';
import { useSchemaForm } from '@/components/form/use-schema-form';
import { toast } from '@/components/ui/use-toast';
import { ImageUpload } from '@/components/upload/image-upload';
import { createEvent } from '../api/create-event';
import { updateEvent } from '../api/update-event';
import { eventFormValues, toEventBody } from '../event-form-values';
import { EventFormFields } from './event-form-fields';
import { QuestionEditor } from './question-editor/question-editor';
import type { QuestionDraft } from './question-editor/question-list';

interface EventFormProps {
  /** The event being edited; absent to create one. */
  event?: ClubEvent | null;
  onDone: () => void;
  onCancel: () => void;
}

type FieldApi<T> = { state: { value: T }; handleChange: (v: T) => void };

/**
 * The event form, for creating (eventsApi.create) and editing (eventsApi.update): every
 * event field, the image (upload control) and the custom questions. Rules: the shared `eventInput`.
 */
export function EventForm({ event, onDone, onCancel }: EventFormProps) {
  const { t } = useTranslation('admin-events');
  const editing = !!event;
  const kit = useSchemaForm({
    id: editing ? `admin-event-${event.id}` : 'admin-event-new',
    schema: eventInput,
    defaultValues: eventFormValues(event),
    onSubmit: async (value) => {
      const body = toEventBody(value);
      if (event) await updateEvent(event.id, body);
      else await createEvent(body);
      toast({ title: t(editing ? 'toast.updated' : 'toast.created') });
      onDone();
    },
    onError: () => toast({ title: t('toast.error'), description: t(editing ? 'toast.updateFailed' : 'toast.createFailed'), variant: 'destructive' }),
  });
  const { Field, Subscribe } = kit.form;

  return (
    <SchemaForm kit={kit} testId="event-form" className="mt-3 grid gap-2">
      <EventFormFields kit={kit} />
      <Field name="imageUrl">
        {(field: FieldApi<string | null>) => (
          <ImageUpload
            label={t('form.image')}
            value={field.state.value}
            onChange={(url) => field.handleChange(url)}
            aspect={16 / 9}
            crop
            id={`${kit.idPrefix}-image`}
          />
        )}
      </Field>
      <Field name="customQuestions">
        {(field: FieldApi<QuestionDraft[]>) => (
          <QuestionEditor value={field.state.value} onChange={(next) => field.handleChange(next)} idPrefix={kit.idPrefix} />
        )}
      </Field>
      <Subscribe selector={(s: { isSubmitting: boolean }) => s.isSubmitting}>
        {(submitting: boolean) => (
          <div className="sticky bottom-0 -mx-1 mt-2 flex flex-wrap justify-end gap-2 bg-base-100 px-1 py-2">
            <button type="button" className="btn btn-ghost min-h-11" onClick={onCancel}>
              {t('form.cancel')}
            </button>
            <OnlineButton type="submit" className="btn btn-primary min-h-11" disabled={submitting}>
              {submitting ? t('form.saving') : t(editing ? 'form.submitEdit' : 'form.submitCreate')}
            </OnlineButton>
          </div>
        )}
      </Subscribe>
    </SchemaForm>
  );
}

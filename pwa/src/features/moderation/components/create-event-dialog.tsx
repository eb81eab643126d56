import { useTranslation } from 'react-i18next';
import { EVENT_CATEGORIES, eventInput } from '@shared/schemas/events';
import { BanglaField } from '@/components/form/bangla-field';
import { SchemaField } from '@/components/form/schema-field';
import { SchemaForm } from '@/components/form/schema-form';
import { useSchemaForm } from '@/components/form/use-schema-form';
import { Modal } from '@/components/offline/modal';
import { createItem } from '../content-actions';
import { submitOnCtrlEnter } from '@/components/ui/ctrl-enter';
import { DialogFormActions } from './dialog-form-actions';

function EventForm({ onDone }: { onDone: () => void }) {
  const { t } = useTranslation('content');
  const kit = useSchemaForm({
    id: 'admin-content-create-event',
    schema: eventInput,
    defaultValues: {
      title: '',
      category: 'other',
      registrationRequired: false,
      maxParticipants: undefined,
      description: '',
      date: '',
      time: '',
      location: '',
      titleBn: '',
      descriptionBn: '',
      locationBn: '',
    },
    onSubmit: async (value) => {
      await createItem('event', value);
      onDone();
    },
  });
  return (
    <SchemaForm kit={kit} testId="create-event-form">
      <p className="text-sm opacity-70">{t('create.eventNote')}</p>
      <SchemaField kit={kit} name="title" label={t('fields.title')} />
      <BanglaField kit={kit} name="titleBn" />
      <SchemaField
        kit={kit}
        name="category"
        label={t('fields.category')}
        kind="select"
        options={EVENT_CATEGORIES.map((c) => ({ value: c, label: t(`eventCategories.${c}`) }))}
      />
      <SchemaField kit={kit} name="description" label={t('fields.description')} kind="textarea" rows={3} onKeyDown={submitOnCtrlEnter} />
      <BanglaField kit={kit} name="descriptionBn" kind="textarea" rows={3} />
      <SchemaField kit={kit} name="registrationRequired" label={t('fields.registrationRequired')} kind="checkbox" />
      <SchemaField kit={kit} name="maxParticipants" label={t('fields.maxParticipants')} kind="number" inputMode="numeric" min={1} />
      <SchemaField kit={kit} name="date" label={t('fields.date')} kind="date" />
      <SchemaField kit={kit} name="time" label={t('fields.time')} />
      <SchemaField kit={kit} name="location" label={t('fields.location')} />
      <BanglaField kit={kit} name="locationBn" />
      <DialogFormActions kit={kit} onCancel={onDone} />
    </SchemaForm>
  );
}

/** 'Create Event': the essentials (new events are upcoming); the Events tab edits everything else. */
export function CreateEventDialog({ open, onClose }: { open: boolean; onClose: () => void }) {
  const { t } = useTranslation('content');
  return (
    <Modal open={open} onClose={onClose} title={t('create.events')} closeOnBackdrop={false} testId="create-event-dialog">
      <EventForm onDone={onClose} />
    </Modal>
  );
}

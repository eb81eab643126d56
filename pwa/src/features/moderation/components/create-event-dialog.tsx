import { useTranslation } from 'react-i18next';
import { EVENT_CATEGORIES, eventInput } from '@shared/schemas/events';
import { BanglaField } from '@/components/form/bangla-field';
import { SchemaField } from '@/components/form/schema-field';
import { createItem } from '../content-actions';
import { submitOnCtrlEnter } from '@/components/ui/ctrl-enter';
import { CategoryField } from './category-field';
import { CreateDialogShell } from './create-dialog-shell';

/** 'Create Event': the essentials (new events are upcoming); the Events tab edits everything else. */
export function CreateEventDialog({ open, onClose }: { open: boolean; onClose: () => void }) {
  const { t } = useTranslation('content');
  return (
    <CreateDialogShell
      open={open}
      onClose={onClose}
      kind="event"
      form={{
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
        onSubmit: (value) => createItem('event', value),
      }}
    >
      {(kit) => (
        <>
          <SchemaField kit={kit} name="title" label={t('fields.title')} />
          <BanglaField kit={kit} name="titleBn" />
          <CategoryField kit={kit} categories={EVENT_CATEGORIES} namesKey="eventCategories" />
          <SchemaField kit={kit} name="description" label={t('fields.description')} kind="textarea" rows={3} onKeyDown={submitOnCtrlEnter} />
          <BanglaField kit={kit} name="descriptionBn" kind="textarea" rows={3} />
          <SchemaField kit={kit} name="registrationRequired" label={t('fields.registrationRequired')} kind="checkbox" />
          <SchemaField kit={kit} name="maxParticipants" label={t('fields.maxParticipants')} kind="number" inputMode="numeric" min={1} />
          <SchemaField kit={kit} name="date" label={t('fields.date')} kind="date" />
          <SchemaField kit={kit} name="time" label={t('fields.time')} />
          <SchemaField kit={kit} name="location" label={t('fields.location')} />
          <BanglaField kit={kit} name="locationBn" />
        </>
      )}
    </CreateDialogShell>
  );
}

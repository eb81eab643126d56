import { useTranslation } from 'react-i18next';
import { PROJECT_CATEGORIES, projectInput } from '@shared/schemas/content';
import { BanglaField } from '@/components/form/bangla-field';
import { SchemaField } from '@/components/form/schema-field';
import { SchemaForm } from '@/components/form/schema-form';
import { useSchemaForm } from '@/components/form/use-schema-form';
import { Modal } from '@/components/offline/modal';
import { createItem } from '../content-actions';
import { submitOnCtrlEnter } from '@/components/ui/ctrl-enter';
import { DialogFormActions } from './dialog-form-actions';
import { ImageField } from './image-field';

function ProjectForm({ onDone }: { onDone: () => void }) {
  const { t } = useTranslation('content');
  const kit = useSchemaForm({
    id: 'admin-create-project',
    schema: projectInput,
    defaultValues: { title: '', description: '', titleBn: '', descriptionBn: '', category: 'general', imageUrl: null },
    onSubmit: async (value) => {
      await createItem('project', value);
      onDone();
    },
  });
  return (
    <SchemaForm kit={kit} testId="create-project-form">
      <p className="text-sm opacity-70">{t('create.pendingNote')}</p>
      <SchemaField kit={kit} name="title" label={t('fields.title')} />
      <BanglaField kit={kit} name="titleBn" />
      <SchemaField
        kit={kit}
        name="category"
        label={t('fields.category')}
        kind="select"
        options={PROJECT_CATEGORIES.map((c) => ({ value: c, label: t(`projectCategories.${c}`) }))}
      />
      <ImageField kit={kit} name="imageUrl" label={t('fields.image')} aspect={4 / 3} />
      <SchemaField kit={kit} name="description" label={t('fields.description')} kind="textarea" onKeyDown={submitOnCtrlEnter} />
      <BanglaField kit={kit} name="descriptionBn" kind="textarea" />
      <DialogFormActions kit={kit} onCancel={onDone} />
    </SchemaForm>
  );
}

/** 'Create Project': title, category, an optional picture, description; created pending. */
export function CreateProjectDialog({ open, onClose }: { open: boolean; onClose: () => void }) {
  const { t } = useTranslation('content');
  return (
    <Modal open={open} onClose={onClose} title={t('create.projects')} closeOnBackdrop={false} testId="create-project-dialog">
      <ProjectForm onDone={onClose} />
    </Modal>
  );
}

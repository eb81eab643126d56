import { useTranslation } from 'react-i18next';
import { PROJECT_CATEGORIES, projectInput } from '@shared/schemas/content';
import { BanglaField } from '@/components/form/bangla-field';
import { SchemaField } from '@/components/form/schema-field';
import { createItem } from '../content-actions';
import { submitOnCtrlEnter } from '@/components/ui/ctrl-enter';
import { CategoryField } from './category-field';
import { CreateDialogShell } from './create-dialog-shell';
import { ImageField } from './image-field';

/** 'Create Project': title, category, an optional picture, description; created pending. */
export function CreateProjectDialog({ open, onClose }: { open: boolean; onClose: () => void }) {
  const { t } = useTranslation('content');
  return (
    <CreateDialogShell
      open={open}
      onClose={onClose}
      kind="project"
      form={{
        id: 'admin-create-project',
        schema: projectInput,
        defaultValues: { title: '', description: '', titleBn: '', descriptionBn: '', category: 'general', imageUrl: null },
        onSubmit: (value) => createItem('project', value),
      }}
    >
      {(kit) => (
        <>
          <SchemaField kit={kit} name="title" label={t('fields.title')} />
          <BanglaField kit={kit} name="titleBn" />
          <CategoryField kit={kit} categories={PROJECT_CATEGORIES} namesKey="projectCategories" />
          <ImageField kit={kit} name="imageUrl" label={t('fields.image')} aspect={4 / 3} />
          <SchemaField kit={kit} name="description" label={t('fields.description')} kind="textarea" onKeyDown={submitOnCtrlEnter} />
          <BanglaField kit={kit} name="descriptionBn" kind="textarea" />
        </>
      )}
    </CreateDialogShell>
  );
}

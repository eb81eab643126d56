import { useTranslation } from 'react-i18next';
import { galleryInput } from '@shared/schemas/content';
import { BanglaField } from '@/components/form/bangla-field';
import { SchemaField } from '@/components/form/schema-field';
import { SchemaForm } from '@/components/form/schema-form';
import { useSchemaForm } from '@/components/form/use-schema-form';
import { Modal } from '@/components/offline/modal';
import { createItem } from '../content-actions';
import { submitOnCtrlEnter } from '@/components/ui/ctrl-enter';
import { DialogFormActions } from './dialog-form-actions';
import { ImageField } from './image-field';

function GalleryForm({ onDone }: { onDone: () => void }) {
  const { t } = useTranslation('content');
  const kit = useSchemaForm({
    id: 'admin-create-gallery',
    schema: galleryInput,
    defaultValues: { imageUrl: '', title: '', titleBn: '', category: 'general', description: '', descriptionBn: '' },
    onSubmit: async (value) => {
      await createItem('gallery', value);
      onDone();
    },
  });
  return (
    <SchemaForm kit={kit} testId="create-gallery-form">
      <p className="text-sm opacity-70">{t('create.pendingNote')}</p>
      <ImageField kit={kit} name="imageUrl" label={t('fields.image')} aspect={4 / 3} empty="" />
      <SchemaField kit={kit} name="title" label={t('fields.title')} />
      <BanglaField kit={kit} name="titleBn" />
      <SchemaField kit={kit} name="category" label={t('fields.category')} />
      <SchemaField kit={kit} name="description" label={t('fields.description')} kind="textarea" rows={3} onKeyDown={submitOnCtrlEnter} />
      <BanglaField kit={kit} name="descriptionBn" kind="textarea" rows={3} />
      <DialogFormActions kit={kit} onCancel={onDone} />
    </SchemaForm>
  );
}

/** 'Create Gallery': the picture (required), title, category, description (title and description also in Bangla); created pending. */
export function CreateGalleryDialog({ open, onClose }: { open: boolean; onClose: () => void }) {
  const { t } = useTranslation('content');
  return (
    <Modal open={open} onClose={onClose} title={t('create.gallery')} closeOnBackdrop={false} testId="create-gallery-dialog">
      <GalleryForm onDone={onClose} />
    </Modal>
  );
}

import { useTranslation } from 'react-i18next';
import { NEWS_CATEGORIES, newsInput } from '@shared/schemas/content';
import { BanglaField } from '@/components/form/bangla-field';
import { SchemaField } from '@/components/form/schema-field';
import { SchemaForm } from '@/components/form/schema-form';
import { useSchemaForm } from '@/components/form/use-schema-form';
import { Modal } from '@/components/offline/modal';
import { createItem } from '../content-actions';
import { submitOnCtrlEnter } from '@/components/ui/ctrl-enter';
import { DialogFormActions } from './dialog-form-actions';
import { ImageField } from './image-field';

function NewsForm({ onDone }: { onDone: () => void }) {
  const { t } = useTranslation('content');
  const kit = useSchemaForm({
    id: 'admin-create-news',
    schema: newsInput,
    defaultValues: {
      title: '',
      excerpt: '',
      content: '',
      titleBn: '',
      excerptBn: '',
      contentBn: '',
      category: 'Update',
      author: '',
      coverImageUrl: null,
      images: [],
    },
    onSubmit: async (value) => {
      await createItem('news', { ...value, author: value.author || undefined });
      onDone();
    },
  });
  return (
    <SchemaForm kit={kit} testId="create-news-form">
      <p className="text-sm opacity-70">{t('create.pendingNote')}</p>
      <ImageField kit={kit} name="coverImageUrl" label={t('fields.coverImage')} aspect={16 / 9} crop />
      <SchemaField kit={kit} name="title" label={t('fields.title')} />
      <BanglaField kit={kit} name="titleBn" />
      <SchemaField
        kit={kit}
        name="category"
        label={t('fields.category')}
        kind="select"
        options={NEWS_CATEGORIES.map((c) => ({ value: c, label: t(`news:categoryName.${c}`) }))}
      />
      <SchemaField kit={kit} name="author" label={t('fields.author')} />
      <SchemaField kit={kit} name="excerpt" label={t('fields.excerpt')} kind="textarea" rows={2} onKeyDown={submitOnCtrlEnter} />
      <BanglaField kit={kit} name="excerptBn" kind="textarea" rows={2} />
      <SchemaField kit={kit} name="content" label={t('fields.content')} kind="textarea" rows={6} onKeyDown={submitOnCtrlEnter} />
      <BanglaField kit={kit} name="contentBn" kind="textarea" rows={6} />
      <DialogFormActions kit={kit} onCancel={onDone} />
    </SchemaForm>
  );
}

/** 'Create News': a 16:9 cover through the upload control, title, category, author, excerpt, content; created pending. */
export function CreateNewsDialog({ open, onClose }: { open: boolean; onClose: () => void }) {
  const { t } = useTranslation('content');
  return (
    <Modal open={open} onClose={onClose} title={t('create.news')} closeOnBackdrop={false} testId="create-news-dialog">
      <NewsForm onDone={onClose} />
    </Modal>
  );
}

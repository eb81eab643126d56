import { useTranslation } from 'react-i18next';
import { NEWS_CATEGORIES, newsInput } from '@shared/schemas/content';
import { BanglaField } from '@/components/form/bangla-field';
import { SchemaField } from '@/components/form/schema-field';
import { createItem } from '../content-actions';
import { submitOnCtrlEnter } from '@/components/ui/ctrl-enter';
import { CategoryField } from './category-field';
import { CreateDialogShell } from './create-dialog-shell';
import { ImageField } from './image-field';

/** 'Create News': a 16:9 cover through the upload control, title, category, author, excerpt, content; created pending. */
export function CreateNewsDialog({ open, onClose }: { open: boolean; onClose: () => void }) {
  const { t } = useTranslation('content');
  return (
    <CreateDialogShell
      open={open}
      onClose={onClose}
      kind="news"
      form={{
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
        onSubmit: (value) => createItem('news', { ...value, author: value.author || undefined }),
      }}
    >
      {(kit) => (
        <>
          <ImageField kit={kit} name="coverImageUrl" label={t('fields.coverImage')} aspect={16 / 9} crop />
          <SchemaField kit={kit} name="title" label={t('fields.title')} />
          <BanglaField kit={kit} name="titleBn" />
          <CategoryField kit={kit} categories={NEWS_CATEGORIES} namesKey="news:categoryName" />
          <SchemaField kit={kit} name="author" label={t('fields.author')} />
          <SchemaField kit={kit} name="excerpt" label={t('fields.excerpt')} kind="textarea" rows={2} onKeyDown={submitOnCtrlEnter} />
          <BanglaField kit={kit} name="excerptBn" kind="textarea" rows={2} />
          <SchemaField kit={kit} name="content" label={t('fields.content')} kind="textarea" rows={6} onKeyDown={submitOnCtrlEnter} />
          <BanglaField kit={kit} name="contentBn" kind="textarea" rows={6} />
        </>
      )}
    </CreateDialogShell>
  );
}

import { useMemo } from 'react';
import { useTranslation } from 'react-i18next';
import { SchemaField } from '@/components/form/schema-field';
import { SchemaForm } from '@/components/form/schema-form';
import { Modal } from '@/components/offline/modal';
import { useAuth } from '@/lib/auth';
import { submitArticle } from '../api/submit-article';
import { articleAuthor } from '../article-author';
import { submitOnCtrlEnter } from '@/components/ui/ctrl-enter';
import { imageToSend } from '../picked-image';
import { articleForm } from '../submission-forms';
import { SUBMISSION_WRITES } from '../submission-writes';
import { ImagePickField } from './image-pick-field';
import { SubmitActions } from './submit-actions';
import { useSubmissionForm, type SubmissionDialogProps } from './use-submission-form';

function ArticleForm({ onClose, onSubmitted }: Omit<SubmissionDialogProps, 'open'>) {
  const { t } = useTranslation('submissions');
  const { user } = useAuth();
  const schema = useMemo(() => articleForm({ finishCrop: t('image.finishCrop'), required: t('image.required') }), [t]);
  const kit = useSubmissionForm({
    action: 'article',
    schema,
    defaultValues: { title: '', excerpt: '', content: '', image: null },
    send: ({ title, excerpt, content, image }) => submitArticle({ title, excerpt, content, author: articleAuthor(user) }, imageToSend(image)),
    onDone: onClose,
    onSubmitted,
  });
  return (
    <SchemaForm kit={kit} testId="write-article-form">
      <p className="text-sm opacity-70">{t('dialogs.reviewNote')}</p>
      <SchemaField kit={kit} name="title" label={t('fields.title')} />
      <SchemaField kit={kit} name="excerpt" label={t('fields.excerpt')} kind="textarea" rows={2} onKeyDown={submitOnCtrlEnter} />
      <ImagePickField kit={kit} label={t('fields.coverImage')} aspect={16 / 9} />
      <SchemaField kit={kit} name="content" label={t('fields.content')} kind="textarea" rows={6} onKeyDown={submitOnCtrlEnter} />
      <SubmitActions kit={kit} write={SUBMISSION_WRITES.news} submitLabel={t('actions.article')} onCancel={onClose} />
    </SchemaForm>
  );
}

/** 'Write Article' (§2 Quick actions): title, excerpt, an optional 16:9 cover cropped on the device, content; 'Publish Article'. */
export function WriteArticleDialog({ open, onClose, onSubmitted }: SubmissionDialogProps) {
  const { t } = useTranslation('submissions');
  return (
    <Modal open={open} onClose={onClose} title={t('dialogs.article')} closeOnBackdrop={false} testId="write-article-dialog">
      <ArticleForm onClose={onClose} onSubmitted={onSubmitted} />
    </Modal>
  );
}

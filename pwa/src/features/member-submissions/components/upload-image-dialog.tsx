import { useEffect, useMemo, useState } from 'react';
import { takeSharedPicture } from '@/lib/shared-picture';
import { useTranslation } from 'react-i18next';
import { SchemaField } from '@/components/form/schema-field';
import { SchemaForm } from '@/components/form/schema-form';
import { Modal } from '@/components/offline/modal';
import { submitImage } from '../api/submit-image';
import { submitOnCtrlEnter } from '@/components/ui/ctrl-enter';
import { imageToSend } from '../picked-image';
import { imageForm } from '../submission-forms';
import { SUBMISSION_WRITES } from '../submission-writes';
import { ImagePickField } from './image-pick-field';
import { SubmitActions } from './submit-actions';
import { useSubmissionForm, type SubmissionDialogProps } from './use-submission-form';

function ImageForm({ onClose, onSubmitted }: Omit<SubmissionDialogProps, 'open'>) {
  const { t } = useTranslation('submissions');
  const schema = useMemo(() => imageForm({ finishCrop: t('image.finishCrop'), required: t('image.required') }), [t]);
  const kit = useSubmissionForm({
    action: 'image',
    schema,
    defaultValues: { title: '', titleBn: '', description: '', descriptionBn: '', image: null },
    send: ({ title, titleBn, description, descriptionBn, image }) =>
      submitImage({ title, titleBn, description, descriptionBn }, imageToSend(image)!, title || titleBn || t('mine.untitled')),
    onDone: onClose,
    onSubmitted,
  });
  // A picture shared into the app (lib/shared-picture.ts) is ready to crop when this opens.
  const [shared, setShared] = useState<File | null>(null);
  useEffect(() => {
    let live = true;
    void takeSharedPicture().then((file) => live && file && setShared(file));
    return () => {
      live = false;
    };
  }, []);
  return (
    <SchemaForm kit={kit} testId="upload-image-form">
      <p className="text-sm opacity-70">{t('dialogs.reviewNote')}</p>
      <ImagePickField kit={kit} label={t('fields.image')} aspect={4 / 3} offered={shared} />
      <SchemaField kit={kit} name="title" label={t('fields.title')} />
      <SchemaField kit={kit} name="titleBn" label={t('fields.titleBn')} lang="bn" autoComplete="off" />
      <SchemaField kit={kit} name="description" label={t('fields.description')} kind="textarea" rows={3} onKeyDown={submitOnCtrlEnter} />
      <SchemaField kit={kit} name="descriptionBn" label={t('fields.descriptionBn')} kind="textarea" rows={3} lang="bn" onKeyDown={submitOnCtrlEnter} />
      <SubmitActions kit={kit} write={SUBMISSION_WRITES.gallery} submitLabel={t('actions.image')} onCancel={onClose} />
    </SchemaForm>
  );
}

/** 'Upload Image' (§2 Quick actions): a picture cropped on the device (required), title, description (each also in Bangla); category general. */
export function UploadImageDialog({ open, onClose, onSubmitted }: SubmissionDialogProps) {
  const { t } = useTranslation('submissions');
  return (
    <Modal open={open} onClose={onClose} title={t('dialogs.image')} closeOnBackdrop={false} testId="upload-image-dialog">
      <ImageForm onClose={onClose} onSubmitted={onSubmitted} />
    </Modal>
  );
}

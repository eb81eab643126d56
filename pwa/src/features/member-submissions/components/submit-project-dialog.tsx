import { useMemo } from 'react';
import { useTranslation } from 'react-i18next';
import { SchemaField } from '@/components/form/schema-field';
import { SchemaForm } from '@/components/form/schema-form';
import { Modal } from '@/components/offline/modal';
import { submitProject } from '../api/submit-project';
import { submitOnCtrlEnter } from '@/components/ui/ctrl-enter';
import { imageToSend } from '../picked-image';
import { projectForm } from '../submission-forms';
import { SUBMISSION_WRITES } from '../submission-writes';
import { ImagePickField } from './image-pick-field';
import { SubmitActions } from './submit-actions';
import { useSubmissionForm, type SubmissionDialogProps } from './use-submission-form';

function ProjectForm({ onClose, onSubmitted }: Omit<SubmissionDialogProps, 'open'>) {
  const { t } = useTranslation('submissions');
  const schema = useMemo(() => projectForm({ finishCrop: t('image.finishCrop'), required: t('image.required') }), [t]);
  const kit = useSubmissionForm({
    action: 'project',
    schema,
    defaultValues: { title: '', description: '', image: null },
    send: ({ title, description, image }) => submitProject({ title, description }, imageToSend(image)),
    onDone: onClose,
    onSubmitted,
  });
  return (
    <SchemaForm kit={kit} testId="submit-project-form">
      <p className="text-sm opacity-70">{t('dialogs.reviewNote')}</p>
      <SchemaField kit={kit} name="title" label={t('fields.title')} />
      <ImagePickField kit={kit} label={t('fields.projectImage')} aspect={4 / 3} />
      <SchemaField kit={kit} name="description" label={t('fields.description')} kind="textarea" onKeyDown={submitOnCtrlEnter} />
      <SubmitActions kit={kit} write={SUBMISSION_WRITES.project} submitLabel={t('actions.project')} onCancel={onClose} />
    </SchemaForm>
  );
}

/** 'Submit Project' (§2 Quick actions): title, an optional picture cropped on the device, description. */
export function SubmitProjectDialog({ open, onClose, onSubmitted }: SubmissionDialogProps) {
  const { t } = useTranslation('submissions');
  return (
    <Modal open={open} onClose={onClose} title={t('dialogs.project')} closeOnBackdrop={false} testId="submit-project-dialog">
      <ProjectForm onClose={onClose} onSubmitted={onSubmitted} />
    </Modal>
  );
}

import { useTranslation } from 'react-i18next';
import { NOTICE_AUDIENCES, NOTICE_PRIORITIES, NOTICE_TYPES, noticeInput, type Notice } from '@shared/schemas/notices';
import { OnlineButton } from '@/components/admin/online-button';
import { BanglaField } from '@/components/form/bangla-field';
import { SchemaField } from '@/components/form/schema-field';
import { SchemaForm } from '@/components/form/schema-form';
import { useSchemaForm } from '@/components/form/use-schema-form';
import { Modal } from '@/components/offline/modal';
import { saveNotice } from '../notice-actions';
import { noticeDefaults, noticeValues } from '../notice-dates';

function NoticeForm({ notice, onDone }: { notice?: Notice; onDone: () => void }) {
  const { t } = useTranslation('admin-notices');
  const kit = useSchemaForm({
    id: notice ? `admin-edit-notice-${notice.id}` : 'admin-create-notice',
    schema: noticeInput,
    defaultValues: notice ? noticeValues(notice) : noticeDefaults(),
    onSubmit: async (value) => {
      await saveNotice(value, notice?.id);
      onDone();
    },
  });
  const choices = (group: string, values: readonly string[]) => values.map((v) => ({ value: v, label: t(`${group}.${v}`) }));
  const Subscribe = kit.form.Subscribe;
  return (
    <SchemaForm kit={kit} testId="notice-form">
      <SchemaField kit={kit} name="title" label={t('fields.title')} />
      <BanglaField kit={kit} name="titleBn" />
      <SchemaField kit={kit} name="message" label={t('fields.message')} kind="textarea" rows={3} />
      <BanglaField kit={kit} name="messageBn" kind="textarea" rows={3} />
      <div className="grid gap-x-3 sm:grid-cols-3">
        <SchemaField kit={kit} name="priority" label={t('fields.priority')} kind="select" options={choices('priority', NOTICE_PRIORITIES)} />
        <SchemaField kit={kit} name="type" label={t('fields.type')} kind="select" options={choices('type', NOTICE_TYPES)} />
        <SchemaField kit={kit} name="targetAudience" label={t('fields.targetAudience')} kind="select" options={choices('audience', NOTICE_AUDIENCES)} />
      </div>
      <div className="grid gap-x-3 sm:grid-cols-2">
        <SchemaField kit={kit} name="startDate" label={t('fields.startDate')} kind="date" />
        <SchemaField kit={kit} name="endDate" label={t('fields.endDate')} kind="date" />
      </div>
      <SchemaField kit={kit} name="dismissible" label={t('fields.dismissible')} kind="checkbox" />
      <SchemaField kit={kit} name="link" label={t('fields.link')} />
      <SchemaField kit={kit} name="linkText" label={t('fields.linkText')} />
      <BanglaField kit={kit} name="linkTextBn" maxLength={60} />
      <Subscribe selector={(s: { isSubmitting: boolean }) => s.isSubmitting}>
        {(submitting: boolean) => (
          <div className="modal-action">
            <button type="button" className="btn btn-ghost min-h-11" onClick={onDone}>
              {t('cancel')}
            </button>
            <OnlineButton type="submit" className="btn btn-primary min-h-11" disabled={submitting}>
              {submitting ? t('saving') : t(notice ? 'save' : 'submit')}
            </OnlineButton>
          </div>
        )}
      </Subscribe>
    </SchemaForm>
  );
}

/** 'Create Notice' (spec §5's defaults) or 'Edit Notice' (saved with PUT /api/notices/{id}). */
export function NoticeFormDialog({ open, notice, onClose }: { open: boolean; notice?: Notice; onClose: () => void }) {
  const { t } = useTranslation('admin-notices');
  return (
    <Modal open={open} onClose={onClose} title={t(notice ? 'editTitle' : 'createTitle')} closeOnBackdrop={false} testId="notice-dialog">
      <NoticeForm key={notice?.id ?? 'new'} notice={notice} onDone={onClose} />
    </Modal>
  );
}

import { useTranslation } from 'react-i18next';
import type { MemberProfileInput, OwnProfile } from '@shared/schemas/members';
import { SchemaField } from '@/components/form/schema-field';
import { SchemaForm } from '@/components/form/schema-form';
import { useSchemaForm } from '@/components/form/use-schema-form';
import { toast } from '@/components/ui/use-toast';
import { serverMessage } from '@/lib/api-client';
import { refreshMirroredList } from '@/lib/mirror';
import { saveOwnProfile } from '../api/save-own-profile';
import { bodyOf, formValuesOf, profileFormSchema } from '../profile-form-values';
import { refreshOwnProfile, rememberProfile } from '../profile.store';
import { PictureField } from './picture-field';
import { submitOnCtrlEnter } from '@/components/ui/ctrl-enter';

interface EditProfileFormProps {
  userId: number;
  /** What the form starts from (startingInput): the fields it does not show go back unchanged. */
  start: MemberProfileInput;
  onDone: () => void;
}

/**
 * Edit Profile's form: the shared schema's rules, saved through the outbox (a PUT of the whole
 * profile). Online the answer is kept on the device and says whether it waits for review;
 * offline it is queued and sent when the connection returns. A refusal keeps what was typed and
 * puts the server's field messages on the inputs.
 */
export function EditProfileForm({ userId, start, onDone }: EditProfileFormProps) {
  const { t } = useTranslation('profile-edit');
  const kit = useSchemaForm({
    id: `profile-edit-${userId}`,
    schema: profileFormSchema,
    defaultValues: formValuesOf(start),
    onSubmit: async (value) => {
      const result = await saveOwnProfile(userId, bodyOf(value, start));
      if (result.state === 'queued') {
        toast({ title: t('offline:queued.title') });
      } else {
        const saved: OwnProfile | null = result.profile;
        const waiting = saved?.reviewStatus === 'pending';
        const description = waiting ? t(saved.status === 'approved' ? 'review.toastEdit' : 'review.toastNew') : undefined;
        toast({ title: t('toast.success'), description });
        if (saved) await rememberProfile(userId, saved);
        else void refreshOwnProfile(userId);
        void refreshMirroredList('members');
      }
      onDone();
    },
    onError: (err) => toast({ title: t('toast.failure'), description: serverMessage(err), variant: 'destructive' }),
  });
  const Subscribe = kit.form.Subscribe;

  return (
    <SchemaForm kit={kit} testId="edit-profile-form" className="mt-3 grid gap-2">
      <PictureField kit={kit} name="profileImageUrl" label={t('fields.picture')} />
      <SchemaField kit={kit} name="name" label={t('fields.name')} autoComplete="name" aria-required="true" />
      <SchemaField
        kit={kit}
        name="username"
        label={t('fields.username')}
        autoComplete="username"
        autoCapitalize="none"
        spellCheck={false}
        placeholder={t('placeholders.username')}
      />
      <SchemaField kit={kit} name="bio" kind="textarea" rows={4} label={t('fields.bio')} onKeyDown={submitOnCtrlEnter} />
      <SchemaField kit={kit} name="website" kind="url" inputMode="url" label={t('fields.website')} autoComplete="url" placeholder={t('placeholders.website')} />
      <SchemaField
        kit={kit}
        name="linkedin"
        kind="url"
        inputMode="url"
        label={t('fields.linkedin')}
        autoComplete="off"
        placeholder={t('placeholders.linkedin')}
      />
      <SchemaField
        kit={kit}
        name="facebook"
        kind="url"
        inputMode="url"
        label={t('fields.facebook')}
        autoComplete="off"
        placeholder={t('placeholders.facebook')}
      />
      <Subscribe selector={(s: { isSubmitting: boolean }) => s.isSubmitting}>
        {(submitting: boolean) => (
          <div className="modal-action">
            <button type="button" className="btn btn-ghost min-h-11" onClick={onDone}>
              {t('cancel')}
            </button>
            <button type="submit" className="btn btn-primary min-h-11" disabled={submitting} aria-busy={submitting || undefined}>
              {submitting ? t('saving') : t('save')}
            </button>
          </div>
        )}
      </Subscribe>
    </SchemaForm>
  );
}

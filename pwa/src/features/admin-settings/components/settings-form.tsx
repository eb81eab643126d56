import { useTranslation } from 'react-i18next';
import { LIMITS } from '@shared/limits';
import { systemSettings, type SystemSettings } from '@shared/schemas/site-settings';
import { OnlineButton } from '@/components/admin/online-button';
import { BanglaField } from '@/components/form/bangla-field';
import { SchemaField } from '@/components/form/schema-field';
import { SchemaForm } from '@/components/form/schema-form';
import { useSchemaForm } from '@/components/form/use-schema-form';
import { toast } from '@/components/ui/use-toast';
import { saveSettings } from '../api/save-settings';

const SOCIAL = ['facebookUrl', 'whatsappUrl', 'telegramUrl', 'linkedinUrl'] as const;

/** The system settings, checked by the shared schema (max file size 1–100 MB); the server's field messages land on the inputs. */
export function SettingsForm({ initial, onDone }: { initial: SystemSettings; onDone: () => void }) {
  const { t } = useTranslation(['settings', 'admin']);
  const kit = useSchemaForm({
    id: 'admin-system-settings',
    schema: systemSettings,
    defaultValues: initial,
    onSubmit: async (value) => {
      await saveSettings(value);
      toast({ title: t('toast.saved') });
      onDone();
    },
    onError: () => toast({ title: t('admin:toast.error'), description: t('toast.failed'), variant: 'destructive' }),
  });
  const field = (name: keyof SystemSettings) => ({ kit, name, label: t(`fields.${name}`) });
  const group = 'grid gap-2 border-t border-base-300 pt-3';
  const legend = 'mb-1 font-semibold';

  return (
    <SchemaForm kit={kit} testId="settings-form" className="mt-3 grid gap-4">
      <fieldset className="grid gap-2">
        <legend className={legend}>{t('general')}</legend>
        <SchemaField {...field('siteName')} aria-required="true" />
        <BanglaField kit={kit} name="siteNameBn" />
        <SchemaField {...field('siteDescription')} kind="textarea" rows={3} />
        <BanglaField kit={kit} name="siteDescriptionBn" kind="textarea" rows={3} />
      </fieldset>
      <fieldset className={group}>
        <legend className={legend}>{t('behaviour')}</legend>
        <SchemaField {...field('maintenanceMode')} kind="checkbox" />
        <SchemaField {...field('allowRegistrations')} kind="checkbox" />
        <SchemaField {...field('maxFileSize')} kind="number" inputMode="numeric" min={LIMITS.maxFileSizeMbMin} max={LIMITS.maxFileSizeMbMax} step={1} />
      </fieldset>
      <fieldset className={group}>
        <legend className={legend}>{t('contact')}</legend>
        <SchemaField {...field('contactEmail')} kind="email" autoComplete="off" />
        <SchemaField {...field('contactPhone')} kind="tel" autoComplete="off" />
        <SchemaField {...field('address')} autoComplete="off" />
        <BanglaField kit={kit} name="addressBn" />
      </fieldset>
      <fieldset className={group}>
        <legend className={legend}>{t('social')}</legend>
        <p className="text-sm opacity-70">{t('socialHint')}</p>
        {SOCIAL.map((name) => (
          <SchemaField key={name} {...field(name)} kind="url" inputMode="url" autoComplete="off" placeholder="https://" />
        ))}
      </fieldset>
      <div className="modal-action">
        <button type="button" className="btn btn-ghost min-h-11" onClick={onDone}>
          {t('cancel')}
        </button>
        <kit.form.Subscribe selector={(s: { isSubmitting: boolean }) => s.isSubmitting}>
          {(submitting: boolean) => (
            <OnlineButton type="submit" className="btn btn-primary min-h-11" disabled={submitting} aria-busy={submitting || undefined}>
              {submitting ? t('saving') : t('save')}
            </OnlineButton>
          )}
        </kit.form.Subscribe>
      </div>
    </SchemaForm>
  );
}

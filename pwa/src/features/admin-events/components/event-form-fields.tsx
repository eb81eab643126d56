import { useTranslation } from 'react-i18next';
import { CONFIRM_WITHIN_HOURS_MAX, EVENT_CATEGORIES, EVENT_STATUSES } from '@shared/schemas/events';
import { BanglaField } from '@/components/form/bangla-field';
import { SchemaField } from '@/components/form/schema-field';
import type { SchemaFormKit } from '@/components/form/use-schema-form';

/** The event's own fields (everything but the image and the custom questions), in the order an admin fills them. */
export function EventFormFields({ kit }: { kit: SchemaFormKit }) {
  const { t } = useTranslation('admin-events');
  const { t: ta } = useTranslation('admin');
  const categories = EVENT_CATEGORIES.map((c) => ({ value: c, label: t(`category.${c}`) }));
  const statuses = EVENT_STATUSES.map((s) => ({ value: s, label: ta(`status.${s}`) }));
  const urgency = (['normal', 'urgent'] as const).map((u) => ({ value: u, label: t(`urgency.${u}`) }));
  return (
    <>
      <SchemaField kit={kit} name="title" label={t('form.title')} maxLength={200} />
      <BanglaField kit={kit} name="titleBn" maxLength={200} />
      <SchemaField kit={kit} name="description" label={t('form.description')} kind="textarea" rows={4} />
      <BanglaField kit={kit} name="descriptionBn" kind="textarea" rows={4} />
      <div className="grid gap-x-3 sm:grid-cols-2">
        <SchemaField kit={kit} name="date" label={t('form.date')} kind="date" />
        <SchemaField kit={kit} name="time" label={t('form.time')} placeholder={t('form.timePlaceholder')} maxLength={50} />
      </div>
      <SchemaField kit={kit} name="location" label={t('form.location')} maxLength={200} />
      <BanglaField kit={kit} name="locationBn" maxLength={200} />
      <div className="grid gap-x-3 sm:grid-cols-2">
        <SchemaField kit={kit} name="category" label={t('form.category')} kind="select" options={categories} />
        <SchemaField kit={kit} name="status" label={t('form.status')} kind="select" options={statuses} />
      </div>
      <div className="grid gap-x-3 sm:grid-cols-2">
        <SchemaField kit={kit} name="urgency" label={t('form.urgency')} kind="select" options={urgency} />
        <SchemaField kit={kit} name="maxParticipants" label={t('form.maxParticipants')} kind="number" min={1} inputMode="numeric" />
      </div>
      <SchemaField kit={kit} name="registrationRequired" label={t('form.registrationRequired')} kind="checkbox" />
      <SchemaField kit={kit} name="teamEvent" label={t('form.teamEvent')} kind="checkbox" />
      <SchemaField kit={kit} name="waitlistEnabled" label={t('form.waitlistEnabled')} kind="checkbox" />
      <SchemaField kit={kit} name="autoConfirm" label={t('form.autoConfirm')} kind="checkbox" />
      <SchemaField
        kit={kit}
        name="confirmWithinHours"
        label={t('form.confirmWithinHours')}
        kind="number"
        min={1}
        max={CONFIRM_WITHIN_HOURS_MAX}
        inputMode="numeric"
        aria-description={t('form.confirmWithinHoursHelp')}
      />
      <p className="mb-2 text-xs opacity-70" aria-hidden="true">
        {t('form.confirmWithinHoursHelp')}
      </p>
      <SchemaField kit={kit} name="eligibility" label={t('form.eligibility')} maxLength={1000} />
      <SchemaField kit={kit} name="prizes" label={t('form.prizes')} maxLength={1000} />
      <SchemaField kit={kit} name="contactInfo" label={t('form.contactInfo')} maxLength={500} />
    </>
  );
}

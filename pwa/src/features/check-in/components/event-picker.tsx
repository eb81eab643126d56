import { useId } from 'react';
import { useTranslation } from 'react-i18next';
import { isEventOpen } from '@shared/policies/events';
import type { ClubEvent } from '@shared/schemas/events';
import { localDigits } from '@/lib/i18n';

interface EventPickerProps {
  events: ClubEvent[];
  value: number | null;
  onChange: (id: number | null) => void;
}

/** The upcoming and ongoing events to run the door for. */
export function EventPicker({ events, value, onChange }: EventPickerProps) {
  const { t } = useTranslation('check-in');
  const id = useId();
  const open = events.filter(isEventOpen).sort((a, b) => a.date.localeCompare(b.date));
  if (!open.length && value == null) return <p className="opacity-80">{t('event.none')}</p>;
  return (
    <div className="form-control w-full">
      <label htmlFor={id} className="label font-semibold">
        {t('event.label')}
      </label>
      <select
        id={id}
        className="select select-bordered w-full"
        value={value ?? ''}
        onChange={(e) => onChange(e.target.value ? Number(e.target.value) : null)}
        data-testid="checkin-event"
      >
        <option value="">{t('event.choose')}</option>
        {open.map((e) => (
          <option key={e.id} value={e.id}>
            {e.title} · {localDigits(e.date)}
          </option>
        ))}
      </select>
    </div>
  );
}

import { useId } from 'react';
import { useTranslation } from 'react-i18next';
import { NOTIFICATION_CHANNELS, type NotificationChannel } from '@shared/schemas/notification-preferences';
import type { NotificationKind } from '@shared/schemas/notifications';

interface ChannelChoiceProps {
  kind: NotificationKind;
  channel: NotificationChannel;
  onChoose: (channel: NotificationChannel) => void;
  /** The section's help (what Phone, E-mail and Off mean). */
  describedBy?: string;
}

/** One kind: its name, then Phone / E-mail / Off as radios (the arrow keys move between them). */
export function ChannelChoice({ kind, channel, onChoose, describedBy }: ChannelChoiceProps) {
  const { t } = useTranslation('notification-preferences');
  const name = useId();
  return (
    <fieldset className="grid gap-1" aria-describedby={describedBy} data-testid={`channel-choice-${kind}`}>
      <legend className="text-sm font-medium">{t(`kinds.${kind}`)}</legend>
      <div className="flex flex-wrap gap-x-5">
        {NOTIFICATION_CHANNELS.map((value) => (
          <label key={value} className="flex min-h-11 cursor-pointer items-center gap-2">
            <input
              type="radio"
              className="radio radio-primary radio-sm"
              name={name}
              value={value}
              checked={channel === value}
              onChange={() => onChoose(value)}
            />
            {t(`channels.${value}`)}
          </label>
        ))}
      </div>
    </fieldset>
  );
}

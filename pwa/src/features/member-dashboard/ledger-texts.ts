/**
 * The dashboard's texts that the server generates (issue 14): level names, timeline entries and
 * achievements, worded from the catalogue in the reader's language out of the parts the server
 * sends (shared/schemas/analytics.ts `kind`, `subject`, ...). Anything the catalogue does not
 * know (an older answer kept offline, a new kind) shows the server's English text as it is.
 */
import { useMemo } from 'react';
import { useTranslation } from 'react-i18next';
import type { Achievement, Activity } from '@shared/schemas/analytics';
import { formatDate } from '@/lib/i18n';
import { localized } from '@/lib/localized';
import { calendarDay } from './dashboard-rules';

export function useLedgerTexts() {
  const { t, i18n } = useTranslation('member-dashboard');
  const lng = i18n.language;
  return useMemo(() => {
    const text = (key: string, fallback: string, values: Record<string, unknown> = {}) => t(key, { ...values, defaultValue: fallback });

    /** What the entry is about: the item's or event's title in the reader's language, or the achievement's title. */
    const subjectOf = (a: Activity): string => {
      if (a.kind === 'achievement') return a.subject ? text(`achievement.${a.subject}.title`, '') : '';
      if (a.subject === null) return text(`activity.untitled.${a.kind}`, '');
      return localized({ subject: a.subject ?? '', subjectBn: a.subjectBn }, 'subject', lng);
    };

    return {
      levelName: (level: string): string => text(`levelName.${level}`, level),
      activityTitle: (a: Activity): string => {
        const subject = a.kind && a.subject !== undefined ? subjectOf(a) : '';
        return subject ? text(`activity.${a.kind}`, a.title, { subject }) : a.title;
      },
      activityDescription: (a: Activity): string | null => {
        if (a.description === null) return null;
        switch (a.kind) {
          case 'achievement':
            return a.subject ? text(`achievement.${a.subject}.description`, a.description) : a.description;
          case 'projectApproved':
          case 'articlePublished':
          case 'imageApproved':
            return text(`activity.description.${a.kind}`, a.description);
          case 'registrationConfirmed':
          case 'eventAttended': {
            const day = a.eventDate ? calendarDay(a.eventDate) : null;
            if (!day || a.eventLocation === undefined) return a.description;
            const location = localized({ location: a.eventLocation, locationBn: a.eventLocationBn }, 'location', lng);
            return text('activity.whereAndWhen', a.description, { date: formatDate(day, t('dateFormat')), location });
          }
          default:
            return a.description;
        }
      },
      achievementTitle: (a: Achievement): string => text(`achievement.${a.key}.title`, a.title),
      achievementDescription: (a: Achievement): string | null => (a.description === null ? null : text(`achievement.${a.key}.description`, a.description)),
    };
  }, [t, lng]);
}

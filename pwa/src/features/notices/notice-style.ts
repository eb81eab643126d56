/**
 * Colours by notice priority (urgent red, high orange, medium blue, low grey). Every pair reaches
 * WCAG AA for normal text: white on #b91c1c 6.5:1, white on orange-700 #c2410c 5.2:1, white on
 * #0369a1 5.9:1, slate-900 on #e2e8f0 14:1.
 */
import type { Notice } from '@shared/schemas/notices';

export const PRIORITY_CLASSES: Record<Notice['priority'], string> = {
  urgent: 'bg-error text-error-content',
  high: 'bg-orange-700 text-white',
  medium: 'bg-info text-info-content',
  low: 'bg-base-300 text-base-content',
};

export const priorityClasses = (priority: string) => PRIORITY_CLASSES[priority as Notice['priority']] ?? PRIORITY_CLASSES.low;

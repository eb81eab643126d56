import { useTranslation } from 'react-i18next';
import { toast } from '@/components/ui/use-toast';
import { useDelivered } from '@/lib/outbox-delivered';

const KIND = { 'submission.project': 'project', 'submission.news': 'article', 'submission.gallery': 'image' } as const;
const NAMES = Object.keys(KIND) as (keyof typeof KIND)[];

/**
 * A project, article or photo queued offline and delivered later is told where the person is:
 * the spec's success toast with its title (My Submissions loads again by itself). Renders nothing.
 */
export function DeliveredSubmissions() {
  const { t } = useTranslation('submissions');
  useDelivered(NAMES, (item) => toast({ title: t(`delivered.${KIND[item.name]}`), description: item.labelValues?.title }));
  return null;
}

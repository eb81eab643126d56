/**
 * A project, article or photo queued offline and delivered later is told where the person is:
 * the spec's success toast with its title (My Submissions loads again by itself). Its texts come
 * with the signed-in areas' catalogue, fetched only when there is something to tell. No React.
 */
import { toast } from '@/components/ui/toast-store';
import { i18n } from '@/lib/i18n';
import { type DeliveredWrite, watchDelivered } from '@/lib/outbox-delivered';

const KIND = { 'submission.project': 'project', 'submission.news': 'article', 'submission.gallery': 'image' } as const;
type Name = keyof typeof KIND;
const NAMES = Object.keys(KIND) as Name[];

export async function tellDeliveredSubmission(item: DeliveredWrite<Name>): Promise<void> {
  await import('@/lib/i18n-areas');
  toast({ title: i18n.t(`submissions:toast.${KIND[item.name]}.success`), description: item.labelValues?.title });
}

/** Starts telling (app/delivered.slots.ts); answers a function that stops. */
export const watchDeliveredSubmissions = () => watchDelivered(NAMES, (item) => void tellDeliveredSubmission(item));

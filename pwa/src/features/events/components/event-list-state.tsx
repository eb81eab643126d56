import type { ReactNode } from 'react';
import { PageMessage } from '@/components/ui/page-message';

/** The loading, failure or empty state of an event tab, or its grid. */
export function EventListState({
  state,
  title,
  text,
  children,
  notOnPhone,
}: {
  state: 'loading' | 'error' | 'empty' | 'ready';
  title?: string;
  text?: string;
  children?: ReactNode;
  /** Offline with the list never loaded on this phone: this line instead of the failure. */
  notOnPhone?: string;
}) {
  if (state === 'ready') return <div className="grid gap-6 md:grid-cols-2 lg:grid-cols-3">{children}</div>;
  return <PageMessage kind={state} title={title ?? ''} text={text} heading="h3" notOnPhone={notOnPhone} testId={`events-${state}`} />;
}

import type { ReactNode } from 'react';
import { PageMessage } from '@/components/ui/page-message';

/** The loading, failure or empty state of an event tab, or its grid. */
export function EventListState({
  state,
  title,
  text,
  children,
}: {
  state: 'loading' | 'error' | 'empty' | 'ready';
  title?: string;
  text?: string;
  children?: ReactNode;
}) {
  if (state === 'ready') return <div className="grid gap-6 md:grid-cols-2 lg:grid-cols-3">{children}</div>;
  return <PageMessage kind={state} title={title ?? ''} text={text} heading="h3" />;
}

import type { ReactNode } from 'react';
import { useOnline } from '@/lib/use-online';

interface PageMessageProps {
  kind: 'loading' | 'error' | 'empty';
  title: string;
  text?: string;
  children?: ReactNode;
  /** h1 when the message is all the page shows; h3 inside a tab. */
  heading?: 'h1' | 'h2' | 'h3';
  testId?: string;
  /**
   * A list never loaded on this phone (the mirror's `neverLoaded`): offline, this line ('Not on this
   * phone yet — connect once to see …') stands in for the failure.
   */
  notOnPhone?: string;
  /** A page's list is loading: hold a screen's height, so what follows it does not move when it arrives. */
  holdScreen?: boolean;
}

/** The loading, failure or empty state of a page or list: a status line, or a heading with a text. */
export function PageMessage({ kind, title, text, children, heading: Heading = 'h2', testId, notOnPhone, holdScreen }: PageMessageProps) {
  const online = useOnline();
  // Offline and never loaded: say so in the page's own words (the heading), never 'Unable to load' or an empty state.
  if (kind === 'error' && notOnPhone && !online)
    return (
      <div role="status" className="mx-auto max-w-xl py-16 text-center" data-testid={testId && `${testId}-not-on-phone`} data-not-on-phone>
        <Heading className="text-xl font-semibold">{notOnPhone}</Heading>
        {children && <div className="mt-6">{children}</div>}
      </div>
    );
  if (kind === 'loading') {
    return (
      <p role="status" className={`py-16 text-center opacity-80 ${holdScreen ? 'min-h-svh' : ''}`} data-testid={testId}>
        {title}
      </p>
    );
  }
  return (
    <div role={kind === 'error' ? 'alert' : undefined} className="mx-auto max-w-xl py-16 text-center" data-testid={testId}>
      <Heading className="text-2xl font-semibold">{title}</Heading>
      {text && <p className="mt-2 opacity-80">{text}</p>}
      {children && <div className="mt-6">{children}</div>}
    </div>
  );
}

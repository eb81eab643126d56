import type { ReactNode } from 'react';

interface PageMessageProps {
  kind: 'loading' | 'error' | 'empty';
  title: string;
  text?: string;
  children?: ReactNode;
  /** h1 when the message is all the page shows; h3 inside a tab. */
  heading?: 'h1' | 'h2' | 'h3';
  testId?: string;
}

/** The loading, failure or empty state of a page or list: a status line, or a heading with a text. */
export function PageMessage({ kind, title, text, children, heading: Heading = 'h2', testId }: PageMessageProps) {
  if (kind === 'loading') {
    return (
      <p role="status" className="py-16 text-center opacity-80" data-testid={testId}>
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

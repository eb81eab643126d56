import type { ReactNode } from 'react';

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
  if (state === 'loading')
    return (
      <p role="status" className="py-12 text-center opacity-80">
        {title}
      </p>
    );
  return (
    <div role={state === 'error' ? 'alert' : undefined} className="py-12 text-center">
      <h3 className="text-xl font-semibold">{title}</h3>
      <p className="mt-2 opacity-80">{text}</p>
    </div>
  );
}

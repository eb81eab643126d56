import { useId } from 'react';

/** A card with a title and a ticked list (membership requirements, member benefits). */
export function ChecklistCard({ title, items, testId }: { title: string; items: string[]; testId?: string }) {
  const id = useId();
  return (
    <section aria-labelledby={id} className="card bg-base-100 shadow-sm" data-testid={testId}>
      <div className="card-body">
        <h2 id={id} className="card-title">
          {title}
        </h2>
        <ul className="mt-2 grid gap-2">
          {items.map((item) => (
            <li key={item} className="flex items-start gap-2">
              <svg aria-hidden="true" viewBox="0 0 24 24" className="mt-0.5 h-5 w-5 shrink-0 stroke-success" fill="none" strokeWidth="3">
                <path d="M5 12l5 5L20 7" />
              </svg>
              <span>{item}</span>
            </li>
          ))}
        </ul>
      </div>
    </section>
  );
}

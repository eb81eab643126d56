import { categoryLook } from '../project-category';

/** The coloured round icon of a project category (decorative: the category is written beside it). */
export function CategoryIcon({ category }: { category: string }) {
  const look = categoryLook(category);
  return (
    <span className={`grid h-12 w-12 shrink-0 place-items-center rounded-full ${look.className}`} data-category={look.key} aria-hidden="true">
      <svg viewBox="0 0 24 24" className="h-6 w-6" fill="none" stroke="currentColor" strokeWidth="2" strokeLinecap="round" strokeLinejoin="round">
        <path d={look.icon} />
      </svg>
    </span>
  );
}

import type { ReactNode } from 'react';
import { Link } from 'react-router-dom';

interface HomeSectionProps {
  id: string;
  title: string;
  children: ReactNode;
  /** A "see all" link under the block. */
  more?: { to: string; label: string };
  className?: string;
  /** The block's list was never loaded on this phone (offline): this line instead of its empty state. */
  notOnPhone?: string;
}

/** One block of the home page: a labelled section with an h2 and an optional link onward. */
export function HomeSection({ id, title, children, more, className = '', notOnPhone }: HomeSectionProps) {
  return (
    <section aria-labelledby={id + '-title'} className={`px-4 py-12 ${className}`} data-testid={id}>
      <div className="mx-auto max-w-7xl">
        <h2 id={id + '-title'} className="mb-8 text-center text-3xl font-bold">
          {title}
        </h2>
        {/* As components/offline/not-on-phone-yet looks, written out: the home page's first load stays as light. */}
        {notOnPhone ? (
          <p className="alert alert-warning text-sm" role="status" data-testid={`${id}-not-on-phone`}>
            {notOnPhone}
          </p>
        ) : (
          children
        )}
        {more && (
          <p className="mt-8 text-center">
            <Link to={more.to} className="btn btn-outline btn-primary">
              {more.label}
            </Link>
          </p>
        )}
      </div>
    </section>
  );
}

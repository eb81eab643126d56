import type { ReactNode } from 'react';

interface PageHeaderProps {
  title: string;
  subtitle: string;
  /** The header's own classes: its space below and its alignment. */
  className?: string;
  subtitleClassName?: string;
  /** What follows the subtitle inside the header (e.g. Join's call to action). */
  children?: ReactNode;
}

/** A page's centred title (its h1) and the line under it. */
export function PageHeader({
  title,
  subtitle,
  className = 'mb-8 text-center',
  subtitleClassName = 'mx-auto mt-3 max-w-2xl opacity-80',
  children,
}: PageHeaderProps) {
  return (
    <header className={className}>
      <h1 className="text-3xl font-bold md:text-4xl">{title}</h1>
      <p className={subtitleClassName}>{subtitle}</p>
      {children}
    </header>
  );
}

import type { ReactNode } from 'react';
import { Link } from 'react-router-dom';

interface ResetCardProps {
  title: string;
  subtitle?: string;
  /** The way back under the card's content ('Back to Login'). */
  back: { label: string; to: string };
  children: ReactNode;
}

/** The centred card both pages sit in, as the Login screen's (narrow enough for a 360 px phone). */
export function ResetCard({ title, subtitle, back, children }: ResetCardProps) {
  return (
    <section className="mx-auto w-full max-w-md px-4 py-10">
      <div className="card border border-base-300 bg-base-100 shadow-sm">
        <div className="card-body gap-5">
          <header>
            <h1 className="text-2xl font-bold">{title}</h1>
            {subtitle && <p className="text-sm text-base-content/80">{subtitle}</p>}
          </header>
          {children}
          <p className="text-center text-sm">
            <Link to={back.to} className="link link-primary inline-flex min-h-11 items-center">
              {back.label}
            </Link>
          </p>
        </div>
      </div>
    </section>
  );
}

import type { ReactNode } from 'react';

interface AuthCardProps {
  title: string;
  subtitle?: string;
  /** The line under the card's content: the way to the other screen, or back. */
  footer: ReactNode;
  children: ReactNode;
}

/** The centred card the Login, Register and password reset screens sit in (narrow enough for a 360 px phone). */
export function AuthCard({ title, subtitle, footer, children }: AuthCardProps) {
  return (
    <section className="mx-auto w-full max-w-md px-4 py-10">
      <div className="card border border-base-300 bg-base-100 shadow-sm">
        <div className="card-body gap-5">
          <header>
            <h1 className="text-2xl font-bold">{title}</h1>
            {subtitle && <p className="text-sm text-base-content/80">{subtitle}</p>}
          </header>
          {children}
          <p className="text-center text-sm">{footer}</p>
        </div>
      </div>
    </section>
  );
}

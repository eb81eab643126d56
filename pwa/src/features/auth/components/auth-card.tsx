import type { ReactNode } from 'react';

/** The centred card both auth screens sit in. */
export function AuthCard({ title, subtitle, children }: { title: string; subtitle: string; children: ReactNode }) {
  return (
    <section className="mx-auto w-full max-w-md px-4 py-10">
      <div className="card border border-base-300 bg-base-100 shadow-sm">
        <div className="card-body gap-5">
          <header>
            <h1 className="text-2xl font-bold">{title}</h1>
            <p className="text-sm text-base-content/80">{subtitle}</p>
          </header>
          {children}
        </div>
      </div>
    </section>
  );
}

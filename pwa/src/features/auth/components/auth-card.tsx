import type { ReactNode } from 'react';
import { Link } from 'react-router-dom';

interface AuthCardProps {
  title: string;
  subtitle: string;
  /** The line under the form that leads to the other screen ('Don't have an account? Register'). */
  other: { text: string; link: string; to: string };
  children: ReactNode;
}

/** The centred card both auth screens sit in. */
export function AuthCard({ title, subtitle, other, children }: AuthCardProps) {
  return (
    <section className="mx-auto w-full max-w-md px-4 py-10">
      <div className="card border border-base-300 bg-base-100 shadow-sm">
        <div className="card-body gap-5">
          <header>
            <h1 className="text-2xl font-bold">{title}</h1>
            <p className="text-sm text-base-content/80">{subtitle}</p>
          </header>
          {children}
          <p className="text-center text-sm">
            {other.text}{' '}
            <Link to={other.to} className="link link-primary">
              {other.link}
            </Link>
          </p>
        </div>
      </div>
    </section>
  );
}

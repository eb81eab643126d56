import type { ReactNode } from 'react';
import { Link } from 'react-router-dom';
import { AuthCard } from '@/components/auth-card';

interface ResetCardProps {
  title: string;
  subtitle?: string;
  /** The way back under the card's content ('Back to Login'). */
  back: { label: string; to: string };
  children: ReactNode;
}

/** The centred card both pages sit in, as the Login screen's. */
export function ResetCard({ title, subtitle, back, children }: ResetCardProps) {
  return (
    <AuthCard
      title={title}
      subtitle={subtitle}
      footer={
        <Link to={back.to} className="link link-primary inline-flex min-h-11 items-center">
          {back.label}
        </Link>
      }
    >
      {children}
    </AuthCard>
  );
}

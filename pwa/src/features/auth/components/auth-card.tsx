import type { ReactNode } from 'react';
import { Link } from 'react-router-dom';
import { AuthCard as Card } from '@/components/auth-card';

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
    <Card
      title={title}
      subtitle={subtitle}
      footer={
        <>
          {other.text}{' '}
          <Link to={other.to} className="link link-primary">
            {other.link}
          </Link>
        </>
      }
    >
      {children}
    </Card>
  );
}

import { useEffect, useRef } from 'react';
import { useTranslation } from 'react-i18next';
import { Link } from 'react-router-dom';
import type { LinkProblem } from '../password-reset';
import '../password-reset.i18n';

/** Why the reset link does not work, and the way to a new one (focused: a screen reader reads it at once). */
export function LinkProblemNote({ problem }: { problem: LinkProblem }) {
  const { t } = useTranslation('password-reset');
  const note = useRef<HTMLDivElement>(null);
  useEffect(() => note.current?.focus(), [problem]);
  return (
    <div className="grid gap-4">
      <div ref={note} tabIndex={-1} role="alert" className="alert alert-warning" data-testid="reset-link-problem" data-problem={problem}>
        <p>{t(`reset.${problem}`)}</p>
      </div>
      <Link to="/forgot-password" className="btn btn-primary w-full">
        {t('reset.newLink')}
      </Link>
    </div>
  );
}

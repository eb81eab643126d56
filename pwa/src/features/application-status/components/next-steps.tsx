import { Link } from 'react-router-dom';
import { useTranslation } from 'react-i18next';
import type { ApplicationStatus } from '@shared/schemas/users';
import '../application-status.i18n';

/** The call to action: home when approved; projects and news while pending; none when rejected. */
export function NextSteps({ status }: { status: ApplicationStatus }) {
  const { t } = useTranslation('application-status');
  if (status === 'rejected') return null;
  const approved = status === 'approved';
  return (
    <section className="card bg-primary text-primary-content" data-testid="next-steps">
      <div className="card-body">
        <h2 className="card-title">{approved ? t('cta.approvedTitle') : t('cta.pendingTitle')}</h2>
        <p>{approved ? t('cta.approvedText') : t('cta.pendingText')}</p>
        <div className="card-actions mt-2 flex-wrap">
          {approved ? (
            <Link to="/" className="btn">
              {t('cta.home')}
            </Link>
          ) : (
            <>
              <Link to="/projects" className="btn">
                {t('cta.projects')}
              </Link>
              <Link to="/news" className="btn btn-outline border-current text-current">
                {t('cta.news')}
              </Link>
            </>
          )}
        </div>
      </div>
    </section>
  );
}

import { Link } from 'react-router-dom';
import { useTranslation } from 'react-i18next';
import type { Member } from '@shared/schemas/members';
import { formatDate, formatNumber } from '@/lib/i18n';
import { useLocalized } from '@/lib/localized';
import { isActiveMember, type Contributions } from '../member-lookup';
import '../members.i18n';

interface MemberContributionsProps {
  member: Member;
  contributions: Contributions;
}

/** Counts and status line, About, then the Projects and Articles lists (or 'No contributions yet'). */
export function MemberContributions({ member, contributions: { projects, articles } }: MemberContributionsProps) {
  const { t } = useTranslation('members');
  const text = useLocalized();
  const none = projects.length === 0 && articles.length === 0;
  return (
    <div className="grid gap-6 md:grid-cols-3">
      <section aria-labelledby="member-summary" className="card h-fit bg-base-100 shadow-sm">
        <div className="card-body">
          <h2 id="member-summary" className="card-title">
            {t('profile.summary')}
          </h2>
          <dl className="grid grid-cols-2 gap-4 text-center">
            <div className="flex flex-col-reverse">
              <dt className="text-sm">{t('profile.projectsCount')}</dt>
              <dd className="text-3xl font-bold text-primary" data-testid="member-projects-count">
                {formatNumber(projects.length)}
              </dd>
            </div>
            <div className="flex flex-col-reverse">
              <dt className="text-sm">{t('profile.articlesCount')}</dt>
              <dd className="text-3xl font-bold text-primary" data-testid="member-articles-count">
                {formatNumber(articles.length)}
              </dd>
            </div>
          </dl>
          <p className="mt-2 text-center" data-testid="member-status-line">
            {isActiveMember(member) ? t('profile.activeMember') : t('profile.pending')}
          </p>
        </div>
      </section>
      <div className="grid gap-6 md:col-span-2">
        <section aria-labelledby="member-about" className="card bg-base-100 shadow-sm">
          <div className="card-body">
            <h2 id="member-about" className="card-title">
              {t('profile.about')}
            </h2>
            <p className="whitespace-pre-line">{member.bio || t('profile.noBio')}</p>
          </div>
        </section>
        {none ? (
          <p className="card bg-base-100 p-6 text-center opacity-80 shadow-sm">{t('profile.noContributions')}</p>
        ) : (
          <>
            {projects.length > 0 && (
              <section aria-labelledby="member-projects" className="card bg-base-100 shadow-sm" data-testid="member-projects">
                <div className="card-body">
                  <h2 id="member-projects" className="card-title">
                    {t('profile.projects')}
                  </h2>
                  <ul className="grid gap-3">
                    {projects.map((p) => (
                      <li key={p.id}>
                        <Link to="/projects" className="link font-medium">
                          {text(p, 'title')}
                        </Link>
                        <p className="line-clamp-2 text-sm opacity-80">{text(p, 'description')}</p>
                      </li>
                    ))}
                  </ul>
                </div>
              </section>
            )}
            {articles.length > 0 && (
              <section aria-labelledby="member-articles" className="card bg-base-100 shadow-sm" data-testid="member-articles">
                <div className="card-body">
                  <h2 id="member-articles" className="card-title">
                    {t('profile.articles')}
                  </h2>
                  <ul className="grid gap-3">
                    {articles.map((a) => (
                      <li key={a.id}>
                        <Link to={`/news/${a.id}`} className="link font-medium">
                          {text(a, 'title')}
                        </Link>
                        <p className="text-sm opacity-80">{formatDate(a.publishedAt ?? a.createdAt, t('profile.articleDateFormat'))}</p>
                      </li>
                    ))}
                  </ul>
                </div>
              </section>
            )}
          </>
        )}
      </div>
    </div>
  );
}

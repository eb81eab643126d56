import { Link } from 'react-router-dom';
import { useTranslation } from 'react-i18next';
import { LoadMore } from '@/components/ui/load-more';
import { PageHeader } from '@/components/ui/page-header';
import { useMembers } from '../members.store';
import { MemberCard } from './member-card';
import { PageMessage } from '@/components/ui/page-message';
import '../members.i18n';

/** /members: the team as cards, and 'Join Our Team'. */
export function MembersPage() {
  const { t } = useTranslation('members');
  const list = useMembers();
  const { items, isLoading, error } = list;

  let body;
  if (isLoading) body = <PageMessage kind="loading" holdScreen title={t('loading')} />;
  else if (error) body = <PageMessage kind="error" title={t('error.title')} text={t('error.text')} notOnPhone={t('notOnPhone')} />;
  else if (items.length === 0) body = <PageMessage kind="empty" title={t('empty.title')} text={t('empty.text')} />;
  else
    body = (
      <ul className="grid gap-6 sm:grid-cols-2 lg:grid-cols-3 xl:grid-cols-4" aria-label={t('title')}>
        {items.map((member) => (
          <li key={member.id} className="grid">
            <MemberCard member={member} />
          </li>
        ))}
      </ul>
    );

  return (
    <div className="mx-auto max-w-7xl px-4 py-10" data-testid="members-page">
      <PageHeader title={t('title')} subtitle={t('subtitle')} />
      {body}
      <LoadMore list={list} kind="member" search="/search?type=members" />
      <section
        aria-labelledby="join-team"
        className="mt-12 rounded-box bg-primary px-6 py-10 text-center text-primary-content [&_:focus-visible]:outline-primary-content"
      >
        <h2 id="join-team" className="text-2xl font-bold">
          {t('join.title')}
        </h2>
        <p className="mx-auto mt-2 max-w-xl">{t('join.text')}</p>
        <Link to="/join" className="btn btn-accent mt-6">
          {t('join.button')}
        </Link>
      </section>
    </div>
  );
}

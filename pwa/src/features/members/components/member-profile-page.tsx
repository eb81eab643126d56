import { Link } from 'react-router-dom';
import { useTranslation } from 'react-i18next';
import { memberContributions } from '../member-lookup';
import { useContributionSources, useMemberByUsername } from '../members.store';
import { MemberContributions } from './member-contributions';
import { MemberProfileHeader } from './member-profile-header';
import { PageMessage } from '@/components/ui/page-message';
import '../members.i18n';

/** /member/:username: one member's profile and contributions, or 'Member Not Found'. */
export function MemberProfilePage({ username }: { username: string | undefined }) {
  const { t } = useTranslation('members');
  const { member, isLoading, error } = useMemberByUsername(username);
  const sources = useContributionSources();
  const backToTeam = (
    <Link to="/members" className="btn btn-primary">
      {t('profile.backToTeam')}
    </Link>
  );

  let body;
  if (member) {
    body = (
      <>
        <MemberProfileHeader member={member} />
        <MemberContributions member={member} contributions={memberContributions(member, sources.projects, sources.articles)} />
      </>
    );
  } else if (isLoading) {
    body = <PageMessage kind="loading" holdScreen title={t('profile.loading')} />;
  } else if (error) {
    body = (
      <PageMessage kind="error" heading="h1" title={t('profile.errorTitle')} text={t('profile.errorText')} notOnPhone={t('notOnPhone')}>
        {backToTeam}
      </PageMessage>
    );
  } else {
    body = (
      <section className="mx-auto max-w-xl py-16 text-center" data-testid="member-not-found">
        <h1 className="text-3xl font-bold">{t('profile.notFoundTitle')}</h1>
        <p className="mt-3 opacity-80">{t('profile.notFoundText')}</p>
        <p className="mt-6">{backToTeam}</p>
      </section>
    );
  }

  return (
    <div className="mx-auto grid max-w-5xl gap-6 px-4 py-10" data-testid="member-profile-page">
      {body}
    </div>
  );
}

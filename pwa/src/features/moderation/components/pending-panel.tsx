import type { ReactNode } from 'react';
import { useTranslation } from 'react-i18next';
import { AdminSection } from '@/components/admin/admin-section';
import type { AdminQuery } from '@/lib/admin-query';
import { formatDate, formatNumber } from '@/lib/i18n';
import { pendingTotal, type PendingContent } from '../content-kinds';
import { ContentRow } from './content-row';
import { ProfileChanges } from './profile-changes';

/** A heading and its rows, left out when nothing of that kind waits. */
function Group({ title, count, children }: { title: string; count: number; children: ReactNode }) {
  if (count === 0) return null;
  return (
    <section className="grid gap-2">
      <h3 className="font-semibold">
        {title} <span className="badge badge-sm badge-warning">{formatNumber(count)}</span>
      </h3>
      <ul className="grid gap-3">{children}</ul>
    </section>
  );
}

/** Everything waiting for review (GET /api/pending-content): projects, articles, team profiles, images. */
export function PendingPanel({ query }: { query: AdminQuery<PendingContent> }) {
  const { t } = useTranslation('content');
  const date = (iso: string) => t('meta.created', { date: formatDate(iso, t('meta.dateFormat')) });
  return (
    <AdminSection query={query} testId="content-pending">
      {(p) =>
        pendingTotal(p) === 0 ? (
          <p className="opacity-70">{t('empty.pending')}</p>
        ) : (
          <div className="grid gap-5">
            <Group title={t('pendingGroups.projects')} count={p.projects.length}>
              {p.projects.map((x) => (
                <ContentRow key={x.id} kind="project" item={x} thumbnail={x.imageUrl} meta={<span>{date(x.createdAt)}</span>} />
              ))}
            </Group>
            <Group title={t('pendingGroups.news')} count={p.news.length}>
              {p.news.map((x) => (
                <ContentRow
                  key={x.id}
                  kind="news"
                  item={x}
                  thumbnail={x.coverImageUrl || x.imageUrl}
                  meta={<span>{t('meta.by', { author: x.author })}</span>}
                />
              ))}
            </Group>
            <Group title={t('pendingGroups.members')} count={p.members.length}>
              {p.members.map((m) => (
                <ContentRow
                  key={m.id}
                  kind="member"
                  item={{ id: m.id, title: m.name, status: m.status, revisionId: m.revisionId }}
                  thumbnail={m.profileImageUrl}
                  meta={
                    <>
                      <span className="badge badge-sm badge-outline" data-testid="pending-member-kind">
                        {t(`pendingMember.${m.kind}`)}
                      </span>
                      {m.email && <span className="break-all">{m.email}</span>}
                      {(m.position || m.role) && <span>{m.position || m.role}</span>}
                      <span>
                        {m.kind === 'edit' ? t('pendingMember.submitted', { date: formatDate(m.submittedAt, t('meta.dateFormat')) }) : date(m.createdAt)}
                      </span>
                    </>
                  }
                  details={m.kind === 'edit' && <ProfileChanges changes={m.changes} />}
                />
              ))}
            </Group>
            <Group title={t('pendingGroups.gallery')} count={p.gallery.length}>
              {p.gallery.map((x) => (
                <ContentRow
                  key={x.id}
                  kind="gallery"
                  item={{ ...x, title: x.title || t('untitled') }}
                  thumbnail={x.imageUrl}
                  meta={<span>{date(x.createdAt)}</span>}
                />
              ))}
            </Group>
          </div>
        )
      }
    </AdminSection>
  );
}

import type { ComponentProps } from 'react';
import { useTranslation } from 'react-i18next';
import { AdminSection } from '@/components/admin/admin-section';
import type { AdminQuery } from '@/lib/admin-query';
import { newestFirst } from '../content-kinds';
import { ContentRow } from './content-row';

type RowProps = Omit<ComponentProps<typeof ContentRow>, 'kind'>;

interface ContentListPanelProps<D, T extends { id: number; createdAt: string }> {
  query: AdminQuery<D>;
  /** The section: its test id (`content-{section}`) and its empty line (`empty.{section}`). */
  section: 'news' | 'projects' | 'gallery';
  kind: ComponentProps<typeof ContentRow>['kind'];
  /** The section's items in the answer. */
  items: (data: D) => readonly T[];
  /** What an item's row shows. */
  row: (item: T) => RowProps;
}

/** A content section: every item of one kind, newest first, whatever its status; or its empty line. */
export function ContentListPanel<D, T extends { id: number; createdAt: string }>({ query, section, kind, items, row }: ContentListPanelProps<D, T>) {
  const { t } = useTranslation('content');
  return (
    <AdminSection query={query} testId={`content-${section}`}>
      {(data) => {
        const list = items(data);
        return list.length === 0 ? (
          <p className="opacity-70">{t(`empty.${section}`)}</p>
        ) : (
          <ul className="grid gap-3">
            {newestFirst(list).map((item) => (
              <ContentRow key={item.id} kind={kind} {...row(item)} />
            ))}
          </ul>
        );
      }}
    </AdminSection>
  );
}

import type { Notice } from '../../../shared/schemas/notices';
import { bool } from '../lib/json-column';
import { bnTexts, timestamps } from '../lib/present-fields';
import { toIso } from '../lib/time';
import type { NoticeRow } from './notices.repo';

export const presentNotice = (n: NoticeRow): Notice => ({
  id: n.id,
  title: n.title,
  message: n.message,
  ...bnTexts(n, 'title', 'message'),
  type: n.type,
  priority: n.priority,
  targetAudience: n.target_audience,
  startDate: toIso(n.start_date)!,
  endDate: toIso(n.end_date)!,
  link: n.link ?? null,
  linkText: n.link_text ?? null,
  linkTextBn: n.link_text_bn ?? null,
  dismissible: bool(n.dismissible),
  ...timestamps(n),
});

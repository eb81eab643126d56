import type { Notice } from '../../../shared/schemas/notices';
import { bool } from '../lib/json-column';
import { toIso } from '../lib/time';
import type { NoticeRow } from './notices.repo';

export const presentNotice = (n: NoticeRow): Notice => ({
  id: n.id,
  title: n.title,
  message: n.message,
  titleBn: n.title_bn ?? null,
  messageBn: n.message_bn ?? null,
  type: n.type,
  priority: n.priority,
  targetAudience: n.target_audience,
  startDate: toIso(n.start_date)!,
  endDate: toIso(n.end_date)!,
  link: n.link ?? null,
  linkText: n.link_text ?? null,
  dismissible: bool(n.dismissible),
  createdAt: toIso(n.created_at)!,
  updatedAt: toIso(n.updated_at)!,
});

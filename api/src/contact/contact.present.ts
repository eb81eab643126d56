import type { InboxMessage } from '../../../shared/schemas/contact-inbox';
import { toIso } from '../lib/time';
import type { ContactMessageRow } from './contact.repo';

export const presentContactMessage = (m: ContactMessageRow): InboxMessage => ({
  id: m.id,
  name: m.name,
  email: m.email,
  subject: m.subject,
  message: m.message,
  userId: m.user_id ?? null,
  read: m.read_at != null,
  readAt: toIso(m.read_at),
  createdAt: toIso(m.created_at)!,
});

import { z } from '../zod';
import { bnRead, bnText, isoDate, optionalText, required, urlOrPath } from './common';

export const NOTICE_TYPES = ['general', 'announcement', 'reminder', 'deadline', 'event', 'urgent', 'info'] as const;
export const NOTICE_PRIORITIES = ['low', 'medium', 'high', 'urgent'] as const;
export const NOTICE_AUDIENCES = ['all', 'members', 'admins'] as const;

export const notice = z.object({
  id: z.number(),
  title: z.string(),
  message: z.string(),
  titleBn: bnRead,
  messageBn: bnRead,
  type: z.enum(NOTICE_TYPES),
  priority: z.enum(NOTICE_PRIORITIES),
  targetAudience: z.enum(NOTICE_AUDIENCES),
  startDate: isoDate,
  endDate: isoDate,
  link: z.string().nullable(),
  linkText: z.string().nullable(),
  linkTextBn: bnRead,
  dismissible: z.boolean(),
  createdAt: isoDate,
  updatedAt: isoDate,
});
export type Notice = z.infer<typeof notice>;

const date = z.coerce.date({ error: 'Must be a date' }).transform((d) => d.toISOString());
export const noticeInput = z
  .object({
    title: required('Title is required'),
    message: required('Message is required', 2000),
    titleBn: bnText(),
    messageBn: bnText(2000),
    type: z.enum(NOTICE_TYPES).default('general'),
    priority: z.enum(NOTICE_PRIORITIES).default('medium'),
    targetAudience: z.enum(NOTICE_AUDIENCES).default('all'),
    startDate: date,
    endDate: date,
    link: urlOrPath.optional().nullable(),
    linkText: optionalText(60),
    linkTextBn: bnText(60),
    dismissible: z.boolean().default(true),
  })
  .refine((n) => n.endDate >= n.startDate, { path: ['endDate'], message: 'End date must not be before the start date' });
export type NoticeInput = z.infer<typeof noticeInput>;

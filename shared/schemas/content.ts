import { z } from '../zod';
import { LIMITS } from '../limits';
import { bnRead, bnText, isoDate, optionalText, required, urlOrPath } from './common';

export const PROJECT_CATEGORIES = ['environment', 'innovation', 'education', 'general'] as const;
export const PROJECT_STATUSES = ['pending', 'approved', 'rejected', 'completed'] as const;
export const NEWS_CATEGORIES = ['Success Story', 'Update', 'Reflection', 'Announcement', 'Event'] as const;
export const NEWS_STATUSES = ['pending', 'approved', 'published', 'rejected'] as const;
export const GALLERY_STATUSES = ['pending', 'approved', 'rejected'] as const;

export const project = z.object({
  id: z.number(),
  title: z.string(),
  description: z.string(),
  titleBn: bnRead,
  descriptionBn: bnRead,
  imageUrl: z.string().nullable(),
  status: z.enum(PROJECT_STATUSES),
  category: z.string(),
  completedAt: z.string().nullable(),
  createdAt: isoDate,
  updatedAt: isoDate,
  createdBy: z.number().nullable(),
  approvedBy: z.number().nullable(),
});
export type Project = z.infer<typeof project>;

export const projectInput = z.object({
  title: required('Title is required'),
  description: required('Description is required', LIMITS.longTextMax),
  titleBn: bnText(),
  descriptionBn: bnText(LIMITS.longTextMax),
  imageUrl: urlOrPath.optional().nullable(),
  category: z.enum(PROJECT_CATEGORIES).default('general'),
  completedAt: optionalText(40),
  createdBy: z.coerce.number().int().positive().optional().nullable(),
});
export type ProjectInput = z.infer<typeof projectInput>;

export const newsArticle = z.object({
  id: z.number(),
  title: z.string(),
  content: z.string(),
  excerpt: z.string().nullable(),
  titleBn: bnRead,
  contentBn: bnRead,
  excerptBn: bnRead,
  category: z.string(),
  author: z.string(),
  status: z.enum(NEWS_STATUSES),
  imageUrl: z.string().nullable(),
  coverImageUrl: z.string().nullable(),
  images: z.array(z.string()),
  readCount: z.number(),
  estimatedReadTime: z.number(),
  publishedAt: z.string().nullable(),
  createdAt: isoDate,
  updatedAt: isoDate,
  createdBy: z.number().nullable(),
  approvedBy: z.number().nullable(),
});
export type NewsArticle = z.infer<typeof newsArticle>;

export const newsInput = z.object({
  title: required('Title is required'),
  content: required('Content is required', LIMITS.articleMax),
  author: z.string().trim().max(200).optional().nullable(),
  excerpt: optionalText(1000),
  titleBn: bnText(),
  contentBn: bnText(LIMITS.articleMax),
  excerptBn: bnText(1000),
  category: z.string().trim().max(60).default('Update'),
  imageUrl: urlOrPath.optional().nullable(),
  coverImageUrl: urlOrPath.optional().nullable(),
  images: z.array(urlOrPath).max(20).default([]),
  createdBy: z.coerce.number().int().positive().optional().nullable(),
});
export type NewsInput = z.infer<typeof newsInput>;

export const galleryImage = z.object({
  id: z.number(),
  title: z.string(),
  description: z.string().nullable(),
  /** Bangla caption (issue 29); null when not written. */
  titleBn: bnRead,
  descriptionBn: bnRead,
  imageUrl: z.string(),
  category: z.string(),
  status: z.enum(GALLERY_STATUSES),
  createdAt: isoDate,
  updatedAt: isoDate,
  createdBy: z.number().nullable(),
  approvedBy: z.number().nullable(),
});
export type GalleryImage = z.infer<typeof galleryImage>;

export const galleryInput = z.object({
  title: z.string().trim().max(200).default(''),
  description: optionalText(1000),
  titleBn: bnText(200),
  descriptionBn: bnText(1000),
  imageUrl: urlOrPath.refine((v) => v.length > 0, 'Image is required'),
  category: z.string().trim().max(60).default('general'),
  status: z.string().optional(),
  createdBy: z.coerce.number().int().positive().optional().nullable(),
});
export type GalleryInput = z.infer<typeof galleryInput>;

export const CONTENT_TYPES = ['project', 'news', 'member', 'gallery'] as const;
export const contentType = z.enum(CONTENT_TYPES);
export type ContentType = z.infer<typeof contentType>;

/** The longest reason an admin may give for a rejection (the author's notification shows its first 300 characters). */
export const REJECTION_REASON_MAX = 500;
/**
 * The optional body of POST /api/reject-content/:type/:id: why, told to the author. Blank (or no
 * body at all) is no reason, and the author is told where to look instead.
 */
export const rejectionInput = z.object({
  reason: z
    .string({ error: 'Must be text' })
    .trim()
    .max(REJECTION_REASON_MAX, `Must be at most ${REJECTION_REASON_MAX} characters`)
    .nullish()
    .transform((v) => v || undefined),
});
export type RejectionInput = z.infer<typeof rejectionInput>;

/**
 * A project's category look (public-site.md §2 Projects): environment, innovation and education
 * have their own colour and icon; anything else gets the default. Text on each colour reaches
 * WCAG AA (white on green-700 5.0:1, on violet-700 7.1:1, on sky-700 5.9:1, on slate-600 7.6:1).
 */
export type CategoryKey = 'environment' | 'innovation' | 'education' | 'default';

export interface CategoryLook {
  key: CategoryKey;
  /** Background and text of the icon badge. */
  className: string;
  /** 24 x 24 outline path. */
  icon: string;
}

const LOOKS: Record<CategoryKey, CategoryLook> = {
  environment: {
    key: 'environment',
    className: 'bg-green-700 text-white',
    icon: 'M11 20A7 7 0 0 1 9.8 6.1C15.5 5 17 4.5 19 2c1 2 2 4.2 2 8 0 5.5-4.8 10-10 10zM2 21c0-3 1.9-5.4 5.2-6',
  },
  innovation: {
    key: 'innovation',
    className: 'bg-violet-700 text-white',
    icon: 'M9 18h6M10 22h4M12 2a7 7 0 0 0-4 12.7V17h8v-2.3A7 7 0 0 0 12 2z',
  },
  education: {
    key: 'education',
    className: 'bg-sky-700 text-white',
    icon: 'M22 10 12 5 2 10l10 5 10-5zM6 12v5c3 2 9 2 12 0v-5',
  },
  default: {
    key: 'default',
    className: 'bg-slate-600 text-white',
    icon: 'M17 21v-2a4 4 0 0 0-4-4H5a4 4 0 0 0-4 4v2M9 11a4 4 0 1 0 0-8 4 4 0 0 0 0 8zM23 21v-2a4 4 0 0 0-3-3.9M16 3.1a4 4 0 0 1 0 7.8',
  },
};

export function categoryLook(category: string | null | undefined): CategoryLook {
  const key = (category ?? '').toLowerCase();
  return key === 'environment' || key === 'innovation' || key === 'education' ? LOOKS[key] : LOOKS.default;
}

/** Completed projects get the green badge, every other status the yellow one. */
export const statusBadgeClass = (status: string) => (status === 'completed' ? 'badge-success' : 'badge-warning');

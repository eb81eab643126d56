/** Numbers both sides enforce. */
export const LIMITS = {
  passwordMin: 8,
  reasonMin: 10,
  memberNameMin: 2,
  memberPhoneMin: 10,
  /** The upload control's default limit when the site's maxFileSize setting is not known (spec §9). */
  uploadMaxBytes: 5 * 1024 * 1024,
  /** The maxFileSize setting (MB): what the server refuses uploads above; 5 until an admin changes it (spec §9, like uploadMaxBytes). */
  maxFileSizeMbMin: 1,
  maxFileSizeMbMax: 100,
  maxFileSizeMbDefault: 5,
  textMax: 200,
  longTextMax: 5000,
  articleMax: 100_000,
  idempotencyDays: 7,
  noticeDefaultDays: 30,
  readWordsPerMinute: 200,
  loginMaxPerAccount: 5,
  loginMaxPerAddress: 20,
  loginWindowMs: 15 * 60 * 1000,
  sessionIdleMs: 7 * 24 * 60 * 60 * 1000,
  sessionAbsoluteMs: 30 * 24 * 60 * 60 * 1000,
} as const;

export const CLUB = {
  name: 'Social Business Youth Club',
  clubId: '050-009-0023',
  founded: 2025,
  copyrightYear: 2024,
  email: '{email}',
  phone: '{phone}',
} as const;

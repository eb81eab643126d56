import { inLanguage, type MailContent, type MailSite } from '../mail/mail-content';

/** The mail with the link that sets a new password (valid an hour, once). */
export const resetLinkMail =
  (email: string, token: string) =>
  (site: MailSite): MailContent => {
    const url = `${site.origin}/reset-password?token=${encodeURIComponent(token)}`;
    return inLanguage(site.language, {
      en: {
        subject: `Reset your password for ${site.name}`,
        paragraphs: [
          `Someone asked to reset the password of the account ${email} at ${site.name}. If it was you, choose a new password with the link below.`,
          'The link works for 1 hour, and only once.',
        ],
        action: { label: 'Choose a new password', url },
        after: ['If you did not ask for this, ignore this mail: your password stays as it is.'],
      },
      bn: {
        subject: `${site.name}-এ আপনার পাসওয়ার্ড নতুন করে দিন`,
        paragraphs: [
          `${site.name}-এ ${email} অ্যাকাউন্টের পাসওয়ার্ড নতুন করে দেওয়ার অনুরোধ এসেছে। অনুরোধটি আপনার হলে নিচের লিংক থেকে নতুন পাসওয়ার্ড দিন।`,
          'লিংকটি ১ ঘণ্টা কাজ করবে, এবং একবারই ব্যবহার করা যাবে।',
        ],
        action: { label: 'নতুন পাসওয়ার্ড দিন', url },
        after: ['আপনি এই অনুরোধ না করে থাকলে মেইলটি উপেক্ষা করুন: আপনার পাসওয়ার্ড যেমন আছে তেমনই থাকবে।'],
      },
    });
  };

/** For an account that signs in only through the single sign-on provider: it has no password to reset. */
export const providerAccountMail =
  (email: string) =>
  (site: MailSite): MailContent => {
    const url = `${site.origin}/login`;
    return inLanguage(site.language, {
      en: {
        subject: `How to sign in to ${site.name}`,
        paragraphs: [
          `Someone asked to reset the password of the account ${email} at ${site.name}.`,
          'This account has no password here: you sign in with your single sign-on provider. On the Login page, choose "Continue with single sign-on".',
        ],
        action: { label: 'Go to the Login page', url },
        after: ['If you did not ask for this, you can ignore this mail.'],
      },
      bn: {
        subject: `${site.name}-এ যেভাবে সাইন ইন করবেন`,
        paragraphs: [
          `${site.name}-এ ${email} অ্যাকাউন্টের পাসওয়ার্ড নতুন করে দেওয়ার অনুরোধ এসেছে।`,
          'এই অ্যাকাউন্টের এখানে কোনো পাসওয়ার্ড নেই: আপনি সিঙ্গেল সাইন-অন দিয়ে সাইন ইন করেন। লগইন পাতায় "সিঙ্গেল সাইন-অন দিয়ে চালিয়ে যান" বেছে নিন।',
        ],
        action: { label: 'লগইন পাতায় যান', url },
        after: ['আপনি এই অনুরোধ না করে থাকলে মেইলটি উপেক্ষা করতে পারেন।'],
      },
    });
  };

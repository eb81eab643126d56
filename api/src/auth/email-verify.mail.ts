import { inLanguage, type MailContent, type MailSite } from '../mail/mail-content';

/** Why the link is sent: a new account, an account whose address was changed, or the person asked again. */
export type VerifyReason = 'registered' | 'changed' | 'again';

export interface VerifyMail {
  reason: VerifyReason;
  /** The address being proven (the mail goes to it). */
  email: string;
  firstName: string | null;
  /** The link's token (base64url: safe in a URL as it is). */
  token: string;
  /** How long the link works. */
  hours: number;
}

const BENGALI_DIGITS = '০১২৩৪৫৬৭৮৯';
const bnDigits = (n: number) => String(n).replace(/[0-9]/g, (d) => BENGALI_DIGITS[Number(d)]);

/** The mail with the link that proves an e-mail address, in the reader's language. */
export function verifyEmailMail(site: MailSite, m: VerifyMail): MailContent {
  const url = `${site.origin}/verify-email?token=${m.token}`;
  return inLanguage<MailContent>(site.language, {
    en: {
      subject: `Confirm your e-mail address for ${site.name}`,
      paragraphs: [
        m.firstName ? `Hello ${m.firstName},` : 'Hello,',
        {
          registered: `Thank you for creating an account at ${site.name}. Please confirm that ${m.email} is your e-mail address.`,
          changed: `The e-mail address of your account at ${site.name} was changed to ${m.email}. Please confirm that it is yours.`,
          again: `Here is a new link to confirm that ${m.email} is your e-mail address at ${site.name}.`,
        }[m.reason],
        `The link works for ${m.hours} hours and only once.`,
      ],
      action: { label: 'Confirm my e-mail address', url },
      after: ['If you did not ask for this, you can ignore this mail: nothing changes until the link is opened.'],
    },
    bn: {
      subject: `${site.name}: আপনার ই-মেইল ঠিকানা নিশ্চিত করুন`,
      paragraphs: [
        m.firstName ? `প্রিয় ${m.firstName},` : 'শুভেচ্ছা,',
        {
          registered: `${site.name}-এ অ্যাকাউন্ট খোলার জন্য ধন্যবাদ। ${m.email} ঠিকানাটি যে আপনার, তা নিশ্চিত করুন।`,
          changed: `${site.name}-এ আপনার অ্যাকাউন্টের ই-মেইল ঠিকানা বদলে ${m.email} করা হয়েছে। ঠিকানাটি যে আপনার, তা নিশ্চিত করুন।`,
          again: `${site.name}-এ ${m.email} ঠিকানাটি যে আপনার, তা নিশ্চিত করার নতুন লিংক নিচে দেওয়া হলো।`,
        }[m.reason],
        `লিংকটি ${bnDigits(m.hours)} ঘণ্টা কাজ করবে, এবং একবারই ব্যবহার করা যাবে।`,
      ],
      action: { label: 'ই-মেইল ঠিকানা নিশ্চিত করুন', url },
      after: ['আপনি এটি না চেয়ে থাকলে মেইলটি উপেক্ষা করুন: লিংকটি না খোলা পর্যন্ত কিছুই বদলাবে না।'],
    },
  });
}

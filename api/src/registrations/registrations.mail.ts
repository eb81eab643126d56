import { sayClockTimes } from '../../../shared/event-time';
import { LANGUAGES, type Language } from '../../../shared/languages';
import type { EventRecord } from '../events/events.repo';
import { inLanguage, type MailSite } from '../mail/mail-content';
import type { QueuedMail } from '../mail/mailer';
import type { RegistrationRow } from './registrations.repo';
import { cancelPath, confirmPath, ticketPath } from './tickets';

/**
 * The mails of a visitor's registration (issue 25 §4), in the language its page was in: the
 * confirmation (ticket, private cancel link, the link proving the address), the cancellation of
 * an unproven registration once the address was proven on another, and the release of a place
 * not confirmed in time. Links start at the site's own address (MailSite.origin).
 */

export type MailEvent = Pick<EventRecord, 'id' | 'title' | 'title_bn' | 'date' | 'time' | 'location' | 'location_bn'>;

export const languageOf = (r: Pick<RegistrationRow, 'language'>): Language =>
  (LANGUAGES as readonly string[]).includes(r.language) ? (r.language as Language) : 'en';

const BENGALI_DIGITS = '০১২৩৪৫৬৭৮৯';
/** Numbers as the reader writes them (Bengali digits in Bangla). */
const digits = (language: Language, text: string | number) =>
  language === 'bn' ? String(text).replace(/[0-9]/g, (d) => BENGALI_DIGITS[Number(d)]) : String(text);

/** A time of day (minutes after midnight) the Bangladeshi way, as the app says it ('4:00 PM' -> 'বিকাল 4:00'). */
function bnClock(minutes: number): string {
  const hour = Math.floor(minutes / 60);
  const part = hour < 4 ? 'রাত' : hour < 6 ? 'ভোর' : hour < 12 ? 'সকাল' : hour < 15 ? 'দুপুর' : hour < 18 ? 'বিকাল' : hour < 20 ? 'সন্ধ্যা' : 'রাত';
  return `${part} ${hour % 12 || 12}:${String(minutes % 60).padStart(2, '0')}`;
}

/** The event's name, and when and where it is, in the reader's language (mails and notifications). */
export function eventFacts(event: MailEvent, language: Language) {
  const bn = language === 'bn';
  const day = new Date(`${event.date}T00:00:00Z`);
  const date = Number.isNaN(day.getTime())
    ? event.date
    : new Intl.DateTimeFormat(bn ? 'bn-BD' : 'en-GB', { day: 'numeric', month: 'long', year: 'numeric', timeZone: 'UTC' }).format(day);
  const time = bn ? sayClockTimes(event.time, bnClock) : event.time;
  return {
    title: (bn && event.title_bn) || event.title,
    when: digits(language, `${date}, ${time}`),
    where: (bn && event.location_bn) || event.location,
  };
}

/** The secrets of a visitor's links: only this mail and the answer to the registration hold them. */
export interface RegistrationLinks {
  cancelToken: string;
  confirmToken: string;
}

/** Sent with a visitor's registration: where they stand, the link proving the address, the ticket and the cancel link. */
export function registrationMail(
  row: RegistrationRow & { ticket_code: string },
  event: MailEvent,
  links: RegistrationLinks,
  confirmWithinHours: number | null,
): QueuedMail {
  const language = languageOf(row);
  const { title, when, where } = eventFacts(event, language);
  const n = (v: number) => digits(language, v);
  const standing = {
    pending: {
      en: `You have registered for ${title} (${when}, ${where}). The organisers will confirm your place.`,
      bn: `আপনি ${title} (${when}, ${where})-এর জন্য নিবন্ধন করেছেন। আয়োজকেরা আপনার আসন নিশ্চিত করবেন।`,
    },
    confirmed: {
      en: `You are registered for ${title} (${when}, ${where}). Your place is confirmed.`,
      bn: `${title} (${when}, ${where})-এ আপনার নিবন্ধন হয়েছে। আপনার আসন নিশ্চিত।`,
    },
    waitlisted: {
      en: `You are on the waitlist for ${title} (${when}, ${where}), number ${row.waitlist_position} in line. You move up when a place frees.`,
      bn: `আপনি ${title} (${when}, ${where})-এর অপেক্ষমাণ তালিকায় আছেন, লাইনে ${n(Number(row.waitlist_position))} নম্বরে। কোনো আসন খালি হলে আপনি এগিয়ে যাবেন।`,
    },
  }[row.status === 'waitlisted' || row.status === 'confirmed' ? row.status : 'pending'];
  const deadline = confirmWithinHours
    ? {
        en: ` If it is not confirmed within ${confirmWithinHours} hours, your place is released to others.`,
        bn: ` ${n(confirmWithinHours)} ঘণ্টার মধ্যে নিশ্চিত না করলে আপনার আসনটি অন্যদের জন্য ছেড়ে দেওয়া হবে।`,
      }
    : { en: '', bn: '' };
  const code = row.ticket_code;
  return {
    kind: 'registration',
    to: row.email,
    language,
    content: (site: MailSite) =>
      inLanguage(language, {
        en: {
          subject: `Your registration: ${title}`,
          paragraphs: [`Hello ${row.name},`, standing.en, `Please confirm that this e-mail address is yours with the button below.${deadline.en}`],
          action: { label: 'Confirm my e-mail address', url: `${site.origin}${confirmPath(links.confirmToken)}` },
          links: [
            { label: `Your ticket (code ${code})`, url: `${site.origin}${ticketPath(code)}` },
            { label: 'Cancel this registration', url: `${site.origin}${cancelPath(row.id, links.cancelToken)}` },
          ],
          after: [
            `Your ticket code is ${code}: show it at the door. Keep this mail: the cancel link is private, and anyone who has it can cancel your registration.`,
            'If you did not register, someone else used your address: you can cancel the registration with the link above.',
          ],
        },
        bn: {
          subject: `আপনার নিবন্ধন: ${title}`,
          paragraphs: [`প্রিয় ${row.name},`, standing.bn, `নিচের বোতামে চাপ দিয়ে নিশ্চিত করুন যে এই ই-মেইল ঠিকানাটি আপনার।${deadline.bn}`],
          action: { label: 'আমার ই-মেইল নিশ্চিত করুন', url: `${site.origin}${confirmPath(links.confirmToken)}` },
          links: [
            { label: `আপনার টিকিট (কোড ${code})`, url: `${site.origin}${ticketPath(code)}` },
            { label: 'এই নিবন্ধন বাতিল করুন', url: `${site.origin}${cancelPath(row.id, links.cancelToken)}` },
          ],
          after: [
            `আপনার টিকিট কোড ${code}: প্রবেশপথে এটি দেখান। মেইলটি রেখে দিন: বাতিলের লিংকটি গোপন, যার কাছে এটি থাকবে সে-ই আপনার নিবন্ধন বাতিল করতে পারবে।`,
            'আপনি নিবন্ধন না করে থাকলে অন্য কেউ আপনার ঠিকানা ব্যবহার করেছে: ওপরের লিংক দিয়ে নিবন্ধনটি বাতিল করতে পারেন।',
          ],
        },
      }),
  };
}

/** Sent when the address was proven on another registration of the event: this unproven one is cancelled. */
export function replacedMail(row: RegistrationRow, event: MailEvent): QueuedMail {
  const language = languageOf(row);
  const { title } = eventFacts(event, language);
  return {
    kind: 'registration-replaced',
    to: row.email,
    language,
    content: () =>
      inLanguage(language, {
        en: {
          subject: `Registration cancelled: ${title}`,
          paragraphs: [
            `Hello ${row.name},`,
            `A registration for ${title} was made with this e-mail address, but the address was never confirmed for it. The address has now been confirmed on another registration for the same event (by an account that verified it, or with the confirmation link), so this earlier, unconfirmed registration has been cancelled.`,
          ],
          after: ['If that was you, there is nothing to do: your confirmed registration stands.'],
        },
        bn: {
          subject: `নিবন্ধন বাতিল: ${title}`,
          paragraphs: [
            `প্রিয় ${row.name},`,
            `এই ই-মেইল ঠিকানা দিয়ে ${title}-এর জন্য একটি নিবন্ধন করা হয়েছিল, কিন্তু সেখানে ঠিকানাটি কখনো নিশ্চিত করা হয়নি। এখন একই ইভেন্টের আরেকটি নিবন্ধনে ঠিকানাটি নিশ্চিত করা হয়েছে (ঠিকানাটি যাচাই করা একটি অ্যাকাউন্ট থেকে, বা নিশ্চিতকরণ লিংক দিয়ে), তাই আগের নিশ্চিত-না-করা নিবন্ধনটি বাতিল করা হয়েছে।`,
          ],
          after: ['সেটি আপনি হয়ে থাকলে কিছু করার নেই: আপনার নিশ্চিত নিবন্ধনটি বহাল আছে।'],
        },
      }),
  };
}

/** Sent when a place was released because the address was not confirmed in time (`hours`: the time the registrant was given). */
export function releasedMail(row: RegistrationRow, event: MailEvent, hours: number): QueuedMail {
  const language = languageOf(row);
  const { title } = eventFacts(event, language);
  return {
    kind: 'registration-released',
    to: row.email,
    language,
    content: (site: MailSite) =>
      inLanguage(language, {
        en: {
          subject: `Place released: ${title}`,
          paragraphs: [
            `Hello ${row.name},`,
            `Your registration for ${title} has been cancelled because its e-mail address was not confirmed within ${hours} hours. Your place has been released to others.`,
            'If places are still free, you can register again.',
          ],
          action: { label: 'See the event', url: `${site.origin}/events/${event.id}` },
        },
        bn: {
          subject: `আসন ছেড়ে দেওয়া হয়েছে: ${title}`,
          paragraphs: [
            `প্রিয় ${row.name},`,
            `${digits(language, hours)} ঘণ্টার মধ্যে ই-মেইল ঠিকানা নিশ্চিত না করায় ${title}-এ আপনার নিবন্ধন বাতিল হয়েছে। আপনার আসনটি অন্যদের জন্য ছেড়ে দেওয়া হয়েছে।`,
            'আসন খালি থাকলে আবার নিবন্ধন করতে পারেন।',
          ],
          action: { label: 'ইভেন্টটি দেখুন', url: `${site.origin}/events/${event.id}` },
        },
      }),
  };
}

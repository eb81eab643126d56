import type { Language } from '../../../shared/languages';
import { registrant } from '../events/attendees';
import type { NewNotification, Texts } from '../notifications/notifications.repo';
import { eventFacts, type MailEvent } from './registrations.mail';
import type { RegistrationRow } from './registrations.repo';
import { ticketPath } from './tickets';

/**
 * What a registrant is told about their registration (an account, or a visitor by e-mail in the
 * language of the page they registered on): confirmed, cancelled by the organisers, moved up from
 * the waitlist. Each registration is confirmed, cancelled or promoted at most once, so its id
 * makes the dedupe key.
 */

type Told = Pick<RegistrationRow, 'id' | 'user_id' | 'email' | 'language' | 'ticket_code' | 'status'>;
type Facts = ReturnType<typeof eventFacts>;

/** Where they see their ticket: a visitor's ticket page (no sign-in), an account's Event Registration tab. */
const ticketPage = (row: Told, event: MailEvent) =>
  row.user_id != null ? '/dashboard?tab=registration' : row.ticket_code ? ticketPath(row.ticket_code) : `/events/${event.id}`;

const inBoth = (event: MailEvent, say: (facts: Facts, language: Language) => { title: string; body: string }): Texts => ({
  en: say(eventFacts(event, 'en'), 'en'),
  bn: say(eventFacts(event, 'bn'), 'bn'),
});

/** An admin confirmed a pending registration, or it was confirmed as it was made. */
export const registrationConfirmed = (row: Told, event: MailEvent): NewNotification => ({
  kind: 'registration.confirmed',
  to: registrant(row).to,
  dedupeKey: `registration.confirmed:${row.id}`,
  url: ticketPage(row, event),
  texts: inBoth(event, ({ title, when, where }, language) =>
    language === 'bn'
      ? { title: 'আপনার আসন নিশ্চিত হয়েছে', body: `${title}, ${when}, ${where}। প্রবেশপথে আপনার টিকিট দেখান।` }
      : { title: 'Your place is confirmed', body: `${title}, ${when}, ${where}. Show your ticket at the door.` },
  ),
});

/** An admin cancelled it. */
export const registrationCancelled = (row: Told, event: MailEvent): NewNotification => ({
  kind: 'registration.cancelled',
  to: registrant(row).to,
  dedupeKey: `registration.cancelled:${row.id}`,
  url: `/events/${event.id}`,
  texts: inBoth(event, ({ title, when }, language) =>
    language === 'bn'
      ? { title: 'আপনার নিবন্ধন বাতিল হয়েছে', body: `আয়োজকেরা ${title} (${when})-এ আপনার নিবন্ধন বাতিল করেছেন।` }
      : { title: 'Your registration was cancelled', body: `The organisers cancelled your registration for ${title} (${when}).` },
  ),
});

/** A seat freed and the first in line took it (`row.status`: pending, or confirmed when the event confirms at once), with their ticket. */
export const registrationPromoted = (row: Told, event: MailEvent): NewNotification => ({
  kind: 'registration.promoted',
  to: registrant(row).to,
  dedupeKey: `registration.promoted:${row.id}`,
  url: ticketPage(row, event),
  texts: inBoth(event, ({ title, when, where }, language) => {
    const confirmed = row.status === 'confirmed';
    return language === 'bn'
      ? {
          title: 'আপনার জন্য একটি আসন খালি হয়েছে',
          body: `অপেক্ষমাণ তালিকা থেকে আপনি ${title} (${when}, ${where})-এ আসন পেয়েছেন। ${confirmed ? 'আপনার আসন নিশ্চিত।' : 'আয়োজকেরা আপনার আসন নিশ্চিত করবেন।'} টিকিট দেখতে খুলুন।`,
        }
      : {
          title: 'A place opened up for you',
          body: `You moved up from the waitlist for ${title} (${when}, ${where}). ${confirmed ? 'Your place is confirmed.' : 'The organisers will confirm your place.'} Open to see your ticket.`,
        };
  }),
});

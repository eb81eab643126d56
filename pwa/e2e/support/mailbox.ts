import { expect } from '@playwright/test';

export interface Mail {
  to: string;
  subject: string;
  text: string;
  language: string | undefined;
  links: string[];
}

/**
 * The mail the demo server sent to `to` (the real SMTP server on loopback that global-setup
 * starts), waiting until one whose subject matches arrives.
 */
export async function mailTo(to: string, subject: RegExp): Promise<Mail> {
  let found: Mail | undefined;
  await expect
    .poll(
      async () => {
        const res = await fetch(`${process.env.E2E_MAILBOX_URL}?to=${encodeURIComponent(to)}`);
        found = ((await res.json()) as Mail[]).find((m) => subject.test(m.subject));
        return found !== undefined;
      },
      { message: `a mail to ${to} with a subject like ${subject}`, timeout: 15_000 },
    )
    .toBe(true);
  return found!;
}

/** The link in a mail that leads to `path` (e.g. '/reset-password'). */
export const linkTo = (mail: Mail, path: string): string => {
  const link = mail.links.find((l) => new URL(l).pathname === path);
  if (!link) throw new Error(`no link to ${path} in "${mail.subject}": ${mail.links.join(', ')}`);
  return link;
};

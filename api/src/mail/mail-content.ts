import type { Language } from '../../../shared/languages';

/** What a feature says in a mail (its `<feature>.mail.ts`); the layout (text and HTML) is the same for all. */
export interface MailContent {
  subject: string;
  /** Paragraphs, in order. */
  paragraphs: string[];
  /** The one thing to do: a button in the HTML part, the address on its own line in the text part. */
  action?: { label: string; url: string };
  /** More links after the action (e.g. a ticket, a cancel link): a plain link each, with its address on its own line in the text part. */
  links?: Array<{ label: string; url: string }>;
  /** Paragraphs after the action (e.g. "If you did not ask for this, ignore this mail"). */
  after?: string[];
  /** A small link under the signature (a notification's 'Stop these e-mails'). */
  footer?: { label: string; url: string };
  /** Header lines besides the usual ones (a notification's List-Unsubscribe, RFC 8058). */
  headers?: Record<string, string>;
}

/** What every mail is written with: the site's name in the reader's language and its own address. */
export interface MailSite {
  name: string;
  /** PUBLIC_URL (else HOST:PORT): every link in a mail starts with it (lib/public-url.ts). */
  origin: string;
  language: Language;
}

/** A mail's text in both languages, picked by the reader's. */
export const inLanguage = <T>(language: Language, texts: Record<Language, T>): T => texts[language];

export interface RenderedMail {
  subject: string;
  text: string;
  html: string;
  headers?: Record<string, string>;
}

const escapeHtml = (s: string) => s.replace(/[&<>"']/g, (c) => `&#${c.charCodeAt(0)};`);

/** The plain-text and HTML parts of a mail, signed with the site's name. */
export function renderMail(content: MailContent, site: MailSite): RenderedMail {
  const after = content.after ?? [];
  const links = content.links ?? [];
  const text = [
    ...content.paragraphs,
    ...(content.action ? [`${content.action.label}:\n${content.action.url}`] : []),
    ...links.map((l) => `${l.label}:\n${l.url}`),
    ...after,
    `— ${site.name}\n${site.origin}`,
    ...(content.footer ? [`${content.footer.label}:\n${content.footer.url}`] : []),
  ].join('\n\n');
  const p = (s: string) => `<p style="margin:0 0 16px">${escapeHtml(s).replace(/\n/g, '<br>')}</p>`;
  const button = content.action
    ? `<p style="margin:24px 0"><a href="${escapeHtml(content.action.url)}" style="background:#15803d;color:#fff;padding:12px 20px;border-radius:8px;text-decoration:none;display:inline-block">${escapeHtml(content.action.label)}</a></p>` +
      `<p style="margin:0 0 16px;font-size:13px;color:#555;word-break:break-all">${escapeHtml(content.action.url)}</p>`
    : '';
  const html =
    `<!doctype html><html lang="${site.language}"><head><meta charset="utf-8"><meta name="viewport" content="width=device-width"><title>${escapeHtml(content.subject)}</title></head>` +
    `<body style="margin:0;padding:24px 16px;font-family:system-ui,'Noto Sans Bengali',sans-serif;font-size:16px;line-height:1.5;color:#111">` +
    `<div style="max-width:560px;margin:0 auto"><p style="margin:0 0 24px;font-weight:bold">${escapeHtml(site.name)}</p>` +
    content.paragraphs.map(p).join('') +
    button +
    links
      .map(
        (l) =>
          `<p style="margin:0 0 16px"><a href="${escapeHtml(l.url)}" style="color:#15803d">${escapeHtml(l.label)}</a><br><span style="font-size:13px;color:#555;word-break:break-all">${escapeHtml(l.url)}</span></p>`,
      )
      .join('') +
    after.map(p).join('') +
    `<p style="margin:24px 0 0;font-size:13px;color:#555"><a href="${escapeHtml(site.origin)}/" style="color:#555">${escapeHtml(site.name)}</a></p>` +
    (content.footer
      ? `<p style="margin:8px 0 0;font-size:13px;color:#555"><a href="${escapeHtml(content.footer.url)}" style="color:#555">${escapeHtml(content.footer.label)}</a></p>`
      : '') +
    `</div></body></html>`;
  return { subject: content.subject, text, html, ...(content.headers && { headers: content.headers }) };
}

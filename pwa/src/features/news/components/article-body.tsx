import { useMemo } from 'react';
import DOMPurify from 'dompurify';

/**
 * On the server (a first visit's page, api/src/static/render-page.ts) there is no DOM for
 * DOMPurify: the server sends the body as its sanitiser cleaned it (when saved, and again then).
 */
const clean = (html: string) => (typeof window === 'undefined' ? html : DOMPurify.sanitize(html));

/** The article body: newlines become line breaks, then DOMPurify cleans it right before insertion. */
export function ArticleBody({ content }: { content: string }) {
  const html = useMemo(() => clean(content.replace(/\r?\n/g, '<br>')), [content]);
  return <div className="text-lg leading-relaxed [&_a]:text-primary [&_a]:underline" dangerouslySetInnerHTML={{ __html: html }} />;
}

import { useMemo } from 'react';
import DOMPurify from 'dompurify';

/** The article body: newlines become line breaks, then DOMPurify cleans it right before insertion. */
export function ArticleBody({ content }: { content: string }) {
  const html = useMemo(() => DOMPurify.sanitize(content.replace(/\r?\n/g, '<br>')), [content]);
  return <div className="text-lg leading-relaxed [&_a]:text-primary [&_a]:underline" dangerouslySetInnerHTML={{ __html: html }} />;
}

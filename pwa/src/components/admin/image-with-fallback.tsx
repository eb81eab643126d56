import { useState, type ImgHTMLAttributes } from 'react';

const PLACEHOLDER =
  'data:image/svg+xml;utf8,' +
  encodeURIComponent(
    '<svg xmlns="http://www.w3.org/2000/svg" viewBox="0 0 4 3"><rect width="4" height="3" fill="#e5e7eb"/><path d="M1 2.2l.8-.9.6.6.5-.5.9.8z" fill="#9ca3af"/></svg>',
  );

/** A thumbnail that shows a placeholder picture when its file is missing or broken. */
export function ImageWithFallback({ src, alt, ...rest }: ImgHTMLAttributes<HTMLImageElement>) {
  const [broken, setBroken] = useState(!src);
  return <img {...rest} alt={alt} src={broken ? PLACEHOLDER : src} onError={() => setBroken(true)} data-fallback={broken ? 'true' : undefined} />;
}

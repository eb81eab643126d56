import { describe, expect, it } from 'vitest';
import { firstPicturePreload } from './first-picture';

/** The head's preload of a page's first picture (render-page.ts): the same candidates as the page's own. */
describe('firstPicturePreload', () => {
  const webp = '/u/a-w400.webp 400w, /u/a-w800.webp 800w';
  const jpeg = '/u/a-w400.jpg 400w, /u/a-w800.jpg 800w';
  const sizes = '(min-width: 640px) 50vw, 100vw';
  const picture = (priority: string) =>
    `<picture class="contents"><source type="image/webp" srcSet="${webp}" sizes="${sizes}"/><img src="/u/a.jpg" srcSet="${jpeg}" alt="" sizes="${sizes}" loading="eager"${priority}/></picture>`;

  it("asks for the high-priority picture's WebP candidates, with its sizes", () => {
    const body = `<main><img src="/u/logo.png" alt=""/>${picture(' fetchPriority="high"')}${picture('')}</main>`;
    expect(firstPicturePreload(body)).toBe(
      `<link rel="preload" as="image" type="image/webp" imagesrcset="${webp}" imagesizes="${sizes}" fetchpriority="high" />\n  `,
    );
  });

  it("takes the img's own srcset when it stands alone, and its src when it has none", () => {
    expect(firstPicturePreload(`<img src="/u/b.jpg" srcSet="${jpeg}" sizes="100vw" fetchPriority="high"/>`)).toBe(
      `<link rel="preload" as="image" imagesrcset="${jpeg}" imagesizes="100vw" fetchpriority="high" />\n  `,
    );
    expect(firstPicturePreload('<picture><source type="image/webp" srcSet="x"/></picture><img src="/u/c.png" fetchPriority="high"/>')).toBe(
      '<link rel="preload" as="image" href="/u/c.png" fetchpriority="high" />\n  ',
    );
  });

  it('asks for nothing on a page without a high-priority picture', () => {
    expect(firstPicturePreload(`<main>${picture('')}</main>`)).toBe('');
  });
});

import { Link } from 'react-router-dom';
import { useTranslation } from 'react-i18next';
import { CLUB } from '@shared/limits';
import { ContactLines, hasSocialLinks, SocialLinks } from '@/components/ui/site-contact';
import { useSiteSettings } from '@/lib/site-settings';
import { localDigits } from '@/lib/i18n';
import { FOOTER_LINKS } from './nav-links';

/** Site footer: quick links, the site's name and description (site settings), the club's ID, the founder quote, contact details and social links from the site settings. */
export function Footer() {
  const { t } = useTranslation();
  const settings = useSiteSettings();
  const siteName = settings?.siteName ?? CLUB.name;
  return (
    // Focus rings in the footer's colour: the theme's teal ring is too faint on slate.
    <footer className="mt-auto bg-neutral text-neutral-content [&_:focus-visible]:outline-neutral-content" aria-label={t('footer.label')}>
      <div className="mx-auto grid max-w-7xl gap-8 px-4 py-10 md:grid-cols-3">
        <div>
          <h2 className="text-lg font-bold">{siteName}</h2>
          <p className="mt-1 text-sm">{t('footer.clubId', { id: localDigits(CLUB.clubId) })}</p>
          <p className="mt-3 text-sm">{settings?.siteDescription ?? t('footer.description')}</p>
          <blockquote className="mt-4 border-l-4 border-accent pl-3 text-sm italic">
            <p>{t('footer.quote')}</p>
            <p className="mt-1 not-italic">— {t('footer.quoteAuthor')}</p>
          </blockquote>
        </div>
        <nav aria-labelledby="footer-links">
          <h2 id="footer-links" className="text-lg font-bold">
            {t('footer.quickLinks')}
          </h2>
          <ul className="mt-3 grid gap-2 text-sm">
            {FOOTER_LINKS.map((link) => (
              <li key={link.to}>
                <Link to={link.to} className="link link-hover">
                  {t(link.labelKey)}
                </Link>
              </li>
            ))}
          </ul>
        </nav>
        <section aria-labelledby="footer-contact">
          <h2 id="footer-contact" className="text-lg font-bold">
            {t('footer.contact')}
          </h2>
          <ul className="mt-3 grid gap-2 text-sm">
            <ContactLines
              settings={settings}
              format={{ email: (email) => t('footer.email', { email }), phone: (phone) => t('footer.phone', { phone }) }}
              linkClassName="link link-hover"
            />
          </ul>
          {hasSocialLinks(settings) && <h3 className="mt-4 font-semibold">{t('footer.followUs')}</h3>}
          <SocialLinks
            settings={settings}
            className="mt-2 flex flex-wrap gap-2"
            linkClassName="inline-flex min-h-11 items-center rounded-field border border-neutral-content/40 px-3 text-sm hover:bg-neutral-content/10"
          />
        </section>
      </div>
      <p className="border-t border-neutral-content/20 py-4 text-center text-xs">{t('footer.copyright', { year: CLUB.copyrightYear, club: siteName })}</p>
    </footer>
  );
}

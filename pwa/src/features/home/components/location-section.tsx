import { Link } from 'react-router-dom';
import { useTranslation } from 'react-i18next';
import { CLUB } from '@shared/limits';
import { ContactLines, hasSocialLinks, SocialLinks } from '@/components/ui/site-contact';
import { useSiteSettings } from '@/lib/site-settings';
import { localDigits } from '@/lib/i18n';
import { HomeSection } from './home-section';

const QUICK_LINKS = [
  { to: '/about', key: 'about' },
  { to: '/projects', key: 'projects' },
  { to: '/events', key: 'events' },
  { to: '/join', key: 'join' },
] as const;
/** Block 12: where we are, the contact details and social links from the site settings, quick links. */
export function LocationSection() {
  const { t } = useTranslation('home');
  const settings = useSiteSettings();
  return (
    <HomeSection id="home-location" title={t('location.title')} className="bg-base-100">
      <div className="grid gap-8 md:grid-cols-3">
        <div>
          <h3 className="text-lg font-semibold">{CLUB.name}</h3>
          <p className="mt-2">{t('location.text')}</p>
          <p className="mt-2 text-sm opacity-80">{t('location.clubId', { id: localDigits(CLUB.clubId) })}</p>
        </div>
        <div>
          <h3 className="text-lg font-semibold">{t('location.contactTitle')}</h3>
          <ul className="mt-2 grid gap-1">
            <ContactLines
              settings={settings}
              format={{ email: (email) => t('location.email', { email }), phone: (phone) => t('location.phone', { phone }) }}
              linkClassName="link link-hover"
            />
          </ul>
          {hasSocialLinks(settings) && <h3 className="mt-4 text-lg font-semibold">{t('location.followUs')}</h3>}
          <SocialLinks
            settings={settings}
            className="mt-2 flex flex-wrap gap-2"
            linkClassName="inline-flex min-h-11 items-center rounded-field border border-base-content/40 px-3 text-sm hover:bg-base-200"
          />
        </div>
        <nav aria-label={t('location.quickLinksLabel')}>
          <h3 className="text-lg font-semibold">{t('location.quickLinks')}</h3>
          <ul className="mt-2 grid gap-2">
            {QUICK_LINKS.map((link) => (
              <li key={link.to}>
                <Link to={link.to} className="link link-hover link-primary">
                  {t(`location.links.${link.key}`)}
                </Link>
              </li>
            ))}
          </ul>
        </nav>
      </div>
    </HomeSection>
  );
}

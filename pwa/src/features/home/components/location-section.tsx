import { Link } from 'react-router-dom';
import { Trans, useTranslation } from 'react-i18next';
import { CLUB } from '@shared/limits';
import { ContactText } from '@/components/ui/contact-text';
import { HomeSection } from './home-section';

const QUICK_LINKS = [
  { to: '/about', key: 'about' },
  { to: '/projects', key: 'projects' },
  { to: '/events', key: 'events' },
  { to: '/join', key: 'join' },
] as const;
const SOCIAL = ['facebook', 'whatsapp', 'telegram', 'linkedin'] as const;

/** Block 12: where we are, contact placeholders, quick links and placeholder social links. */
export function LocationSection() {
  const { t } = useTranslation('home');
  const { t: tc } = useTranslation('common');
  return (
    <HomeSection id="home-location" title={t('location.title')} className="bg-base-100">
      <div className="grid gap-8 md:grid-cols-3">
        <div>
          <h3 className="text-lg font-semibold">{CLUB.name}</h3>
          <p className="mt-2">{t('location.text')}</p>
          <p className="mt-2 text-sm opacity-80">{t('location.clubId', { id: CLUB.clubId })}</p>
        </div>
        <div>
          <h3 className="text-lg font-semibold">{t('location.contactTitle')}</h3>
          <ul className="mt-2 grid gap-1">
            <li>{t('location.email', { email: CLUB.email })}</li>
            <li>
              <Trans t={t} i18nKey="location.phone" components={{ phone: <ContactText text={CLUB.phone} /> }} />
            </li>
          </ul>
          <h3 className="mt-4 text-lg font-semibold">{t('location.followUs')}</h3>
          <ul className="mt-2 flex flex-wrap gap-2">
            {SOCIAL.map((name) => (
              <li key={name}>
                {/* The real targets are not known yet: placeholders pointing nowhere. */}
                <a
                  href="#"
                  aria-disabled="true"
                  title={t('location.socialSoon', { name: tc(`social.${name}`) })}
                  onClick={(e) => e.preventDefault()}
                  className="inline-flex rounded-field border border-base-content/40 px-3 py-1 text-sm hover:bg-base-200"
                >
                  {tc(`social.${name}`)}
                </a>
              </li>
            ))}
          </ul>
        </div>
        <nav aria-label={t('location.quickLinksLabel')}>
          <h3 className="text-lg font-semibold">
            {t('location.quickLinks')}
          </h3>
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

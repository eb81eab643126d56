import { useTranslation } from 'react-i18next';
import { CLUB } from '@shared/limits';
import { ContactText } from '@/components/ui/contact-text';
import { hasSocialLinks, SocialLinks } from '@/components/ui/site-contact';
import { useSiteSettings, useSiteSettingsPending } from '@/lib/site-settings';
import { localDigits } from '@/lib/i18n';
import '../contact.i18n';

/**
 * Office address with the organisation ID, and the e-mail, phone and social links from the site
 * settings (admins edit them); a value not set is left out, never shown as a placeholder.
 */
export function ContactInfo() {
  const { t } = useTranslation('contact');
  const settings = useSiteSettings();
  const pending = useSiteSettingsPending();
  return (
    <div className="card bg-base-100 shadow-sm" data-testid="contact-info">
      <div className="card-body gap-4">
        <h2 className="card-title">{t('info.title')}</h2>
        <div>
          <h3 className="font-semibold">{t('info.office')}</h3>
          <p>{settings?.address ?? t('info.address', { club: CLUB.name })}</p>
          <p className="text-sm opacity-80">{t('info.orgId', { id: localDigits(CLUB.clubId) })}</p>
        </div>
        {pending && <DetailsPending />}
        {settings?.contactEmail && (
          <div>
            <h3 className="font-semibold">{t('info.email')}</h3>
            <p>
              <a href={`mailto:${settings.contactEmail}`} className="link">
                {settings.contactEmail}
              </a>
            </p>
          </div>
        )}
        {settings?.contactPhone && (
          <div>
            <h3 className="font-semibold">{t('info.phone')}</h3>
            <p>
              <ContactText text={settings.contactPhone} />
            </p>
          </div>
        )}
        {hasSocialLinks(settings) && (
          <div>
            <h3 className="font-semibold">{t('social.title')}</h3>
            <SocialLinks settings={settings} className="mt-2 flex flex-wrap gap-2" linkClassName="btn btn-sm btn-outline" />
          </div>
        )}
      </div>
    </div>
  );
}

/** The room the e-mail, phone and social links take, held on a first visit until the settings answer. */
function DetailsPending() {
  return (
    <div className="grid gap-4" aria-hidden="true" data-testid="contact-info-pending">
      {['h-[2.625rem]', 'h-[2.625rem]', 'h-[4.5rem]'].map((height, i) => (
        <div key={i} className={`skeleton ${height} w-2/3`} />
      ))}
    </div>
  );
}

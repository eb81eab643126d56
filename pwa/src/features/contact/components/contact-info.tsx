import { useTranslation } from 'react-i18next';
import { CLUB } from '@shared/limits';
import { ContactText } from '@/components/ui/contact-text';

const SOCIAL = ['facebook', 'whatsapp', 'telegram', 'linkedin'] as const;

/** Office address with the organisation ID, e-mail and phone placeholders, social links. */
export function ContactInfo() {
  const { t } = useTranslation('contact');
  const { t: tc } = useTranslation('common');
  return (
    <div className="card bg-base-100 shadow-sm" data-testid="contact-info">
      <div className="card-body gap-4">
        <h2 className="card-title">{t('info.title')}</h2>
        <div>
          <h3 className="font-semibold">{t('info.office')}</h3>
          <p>{t('info.address', { club: CLUB.name })}</p>
          <p className="text-sm opacity-80">{t('info.orgId', { id: CLUB.clubId })}</p>
        </div>
        <div>
          <h3 className="font-semibold">{t('info.email')}</h3>
          <p>{CLUB.email}</p>
        </div>
        <div>
          <h3 className="font-semibold">{t('info.phone')}</h3>
          <p>
            <ContactText text={CLUB.phone} />
          </p>
        </div>
        <div>
          <h3 className="font-semibold">{t('social.title')}</h3>
          <ul className="mt-2 flex flex-wrap gap-2">
            {SOCIAL.map((name) => (
              <li key={name}>
                {/* The real targets are not known yet: placeholders pointing nowhere. */}
                <a href="#" className="btn btn-sm btn-outline" aria-label={t('social.soon', { name: tc(`social.${name}`) })} onClick={(e) => e.preventDefault()}>
                  {tc(`social.${name}`)}
                </a>
              </li>
            ))}
          </ul>
        </div>
      </div>
    </div>
  );
}

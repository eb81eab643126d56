import { useTranslation } from 'react-i18next';
import type { PublicSiteSettings } from '@shared/schemas/site-settings';
import { ContactText } from './contact-text';
import { isSafeLink } from '@shared/safe-link';

const SOCIAL = ['facebook', 'whatsapp', 'telegram', 'linkedin'] as const;

/**
 * The club's contact lines from the site settings: e-mail (a mailto link), phone (a tel: link)
 * and address, each only when it is set — never a placeholder. `format` turns a value into its
 * line (e.g. 'E-mail: {{email}}').
 */
export function ContactLines({
  settings,
  format,
  linkClassName,
}: {
  settings: PublicSiteSettings | null;
  format: { email: (v: string) => string; phone: (v: string) => string };
  linkClassName?: string;
}) {
  if (!settings) return null;
  return (
    <>
      {settings.contactEmail && (
        <li>
          <a href={`mailto:${settings.contactEmail}`} className={linkClassName}>
            {format.email(settings.contactEmail)}
          </a>
        </li>
      )}
      {settings.contactPhone && (
        <li>
          <ContactText text={format.phone(settings.contactPhone)} className={linkClassName} />
        </li>
      )}
      {settings.address && <li>{settings.address}</li>}
    </>
  );
}

/** The social links that are set, opening in a new tab; none set renders nothing. */
export function SocialLinks({ settings, className, linkClassName }: { settings: PublicSiteSettings | null; className?: string; linkClassName: string }) {
  const { t } = useTranslation('common');
  const links = SOCIAL.filter((name) => isSafeLink(settings?.social[name]));
  if (!links.length) return null;
  return (
    <ul className={className}>
      {links.map((name) => (
        <li key={name}>
          <a
            href={settings!.social[name]!}
            target="_blank"
            rel="noopener noreferrer"
            className={linkClassName}
            aria-label={t('social.opens', { name: t(`social.${name}`) })}
          >
            {t(`social.${name}`)}
          </a>
        </li>
      ))}
    </ul>
  );
}

/** True when there is something to show under a "Follow us" heading. */
export const hasSocialLinks = (settings: PublicSiteSettings | null) => SOCIAL.some((name) => settings?.social[name]);

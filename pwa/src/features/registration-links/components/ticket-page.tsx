import '../registration-links.i18n';
import { useTranslation } from 'react-i18next';
import { Link } from 'react-router-dom';
import { TicketQr } from '@/components/tickets';

/** A ticket code as the server makes them (base64url); anything else is a broken link. */
const isTicketCode = (code: string | undefined): code is string => !!code && /^[A-Za-z0-9_-]{16,64}$/.test(code);

/**
 * /registrations/ticket/:code: the ticket link in a visitor's registration mail. The code is the
 * ticket (the door scans it), so the page draws it as a QR code from the link alone: nothing is
 * asked of the server, and it works offline once the app is on the phone.
 */
export function TicketPage({ code }: { code: string | undefined }) {
  const { t } = useTranslation('registration-links');
  return (
    <section className="mx-auto grid max-w-lg gap-4 px-4 py-10" data-testid="ticket-page">
      <h1 className="text-2xl font-bold">{t('ticket.title')}</h1>
      {isTicketCode(code) ? (
        <div className="card bg-base-100 shadow">
          <div className="card-body items-center gap-3 text-center">
            <TicketQr code={code} label={t('ticket.qrLabel')} className="w-full max-w-xs" />
            <p className="text-sm opacity-70">{t('ticket.code')}</p>
            <p className="font-mono break-all" data-testid="ticket-code">
              {code}
            </p>
            <p>{t('ticket.note')}</p>
          </div>
        </div>
      ) : (
        <p role="status" className="alert alert-error">
          {t('ticket.badLink')}
        </p>
      )}
      <Link to="/events" className="btn btn-ghost justify-self-start">
        {t('toEvents')}
      </Link>
    </section>
  );
}

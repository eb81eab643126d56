import '../tickets.i18n';
import { useEffect, useState } from 'react';
import { useTranslation } from 'react-i18next';

/** Draws `code` as an SVG QR code; the library is fetched on first use, never with the first page. */
export async function ticketSvg(code: string): Promise<string> {
  const { toString } = await import('qrcode');
  return toString(code, { type: 'svg', errorCorrectionLevel: 'M', margin: 2 });
}

interface TicketQrProps {
  code: string;
  /** Names the person and the event (the image's alt text). */
  label: string;
  /** Tailwind width classes, e.g. 'w-24' or 'w-full max-w-xs'. */
  className?: string;
}

/** The ticket code as a QR image (black on white, so scanners read it in dark mode too). */
export function TicketQr({ code, label, className = 'w-32' }: TicketQrProps) {
  const { t } = useTranslation('tickets');
  const [src, setSrc] = useState<string | null>(null);
  useEffect(() => {
    let live = true;
    void ticketSvg(code).then(
      (svg) => live && setSrc(`data:image/svg+xml;charset=utf-8,${encodeURIComponent(svg)}`),
      () => undefined,
    );
    return () => {
      live = false;
    };
  }, [code]);
  if (!src)
    return (
      <div role="img" aria-label={label} aria-busy="true" className={`aspect-square rounded bg-base-200 ${className}`} data-testid="ticket-qr">
        <span className="sr-only">{t('loadingQr')}</span>
      </div>
    );
  return <img src={src} alt={label} className={`aspect-square rounded bg-white ${className}`} data-testid="ticket-qr" />;
}

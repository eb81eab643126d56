import { useEffect, useRef } from 'react';
import { createPortal } from 'react-dom';
import { useTranslation } from 'react-i18next';
import { useTopModal } from './modal-stack';
import { Toast } from './toast';
import { useToast } from './use-toast';

/**
 * The toast viewport, rendered once next to the router. F8 moves focus to it so keyboard
 * users can reach a toast's close button. Full width at the bottom on phones, 420 px wide at
 * the bottom right from md up. While a modal dialog is open the viewport moves into it: a
 * modal sits in the browser's top layer above everything else and makes the rest of the page
 * inert, so a refusal shown outside it would be hidden behind it and not read out.
 */
export function Toaster({ navigate }: { navigate?: (href: string) => void }) {
  const { t } = useTranslation();
  const { toasts, dismiss } = useToast();
  const ref = useRef<HTMLOListElement>(null);
  const host = useTopModal();

  useEffect(() => {
    const onKey = (e: KeyboardEvent) => {
      if (e.key === 'F8') {
        e.preventDefault();
        ref.current?.focus();
      }
    };
    window.addEventListener('keydown', onKey);
    return () => window.removeEventListener('keydown', onKey);
  }, []);

  const visible = toasts.filter((item) => item.open);
  const viewport = (
    <section aria-label={t('toast.viewport')}>
      <ol
        ref={ref}
        tabIndex={-1}
        className="pointer-events-none fixed inset-x-0 bottom-0 z-[100] flex max-h-screen flex-col-reverse gap-2 p-4 md:left-auto md:right-0 md:max-w-[420px]"
        data-testid="toast-viewport"
      >
        {visible.map((item) => (
          <Toast key={item.id} item={item} onDismiss={dismiss} navigate={navigate} />
        ))}
      </ol>
    </section>
  );
  return host ? createPortal(viewport, host) : viewport;
}

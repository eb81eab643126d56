import { useEffect, useRef, useState } from 'react';
import { Link } from 'react-router-dom';
import { useTranslation } from 'react-i18next';
import { Modal } from '@/components/offline/modal';
import { RegistrationsClosed } from '@/components/ui/registrations-closed';
import { useRegistrationsOpen } from '@/lib/site-settings';
import { JoinForm } from './join-form';
import { useJoinForm } from './use-join-form';
import '../join.i18n';

interface JoinDialogProps {
  open: boolean;
  onClose: () => void;
  /** The login page that comes back to the application's status. */
  loginHref?: string;
}

/**
 * The dialog 'Register Now' opens. It stays mounted while closed so a half-typed application
 * is still there when the dialog is opened again; it is reset only after it was sent or queued.
 * Once sent it offers 'Log in to follow your application' instead of the (reset) form; a queued
 * application closes it (there is no account to log in to yet).
 */
export function JoinDialog({ open, onClose, loginHref = '/login' }: JoinDialogProps) {
  const { t } = useTranslation('join');
  const [sent, setSent] = useState(false);
  const kit = useJoinForm((outcome) => (outcome === 'sent' ? setSent(true) : onClose()));
  const login = useRef<HTMLAnchorElement>(null);
  const registrationsOpen = useRegistrationsOpen();
  const close = () => {
    setSent(false);
    onClose();
  };

  useEffect(() => {
    if (sent) login.current?.focus(); // the submit button that had the focus is gone
  }, [sent]);

  return (
    <Modal open={open} onClose={close} title={t('dialog.title')} testId="join-dialog">
      {sent ? (
        <div data-testid="join-sent">
          <p className="mt-2">{t('sent.text')}</p>
          <div className="modal-action">
            <button type="button" className="btn btn-ghost" onClick={close}>
              {t('sent.close')}
            </button>
            <Link ref={login} to={loginHref} className="btn btn-primary" onClick={close}>
              {t('sent.login')}
            </Link>
          </div>
        </div>
      ) : !registrationsOpen ? (
        <>
          <RegistrationsClosed className="mt-4" />
          <div className="modal-action">
            <button type="button" className="btn btn-ghost" onClick={close}>
              {t('sent.close')}
            </button>
          </div>
        </>
      ) : (
        <>
          <p className="mt-1 mb-4 text-sm opacity-80">{t('dialog.intro')}</p>
          <JoinForm kit={kit} onCancel={close} />
        </>
      )}
    </Modal>
  );
}

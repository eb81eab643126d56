/// <reference types="vite-plugin-pwa/react" />
import { useState } from 'react';
import { Trans, useTranslation } from 'react-i18next';
import { useRegisterSW } from 'virtual:pwa-register/react';
import { watchForUpdates } from '@/lib/pwa-register';
import { ConfirmDialog } from './confirm-dialog';
import { hasDirtyForms } from './dirty-forms';

/** True once the user chose to reload: only then may the page reload itself. */
let reloadChosen = false;
const FALLBACK_RELOAD_MS = 4000;

/**
 * 'A new version is available — Reload'. Never reloads by itself: a new worker taking control
 * (say, Reload pressed in another tab) only shows this prompt when a form here has input.
 */
export function UpdatePrompt() {
  const { t } = useTranslation('offline');
  const [confirming, setConfirming] = useState(false);
  const [controlled, setControlled] = useState(false);
  const {
    needRefresh: [needRefresh, setNeedRefresh],
    updateServiceWorker,
  } = useRegisterSW({
    onRegisteredSW(_url, registration) {
      if (registration) watchForUpdates(registration);
    },
    onNeedReload() {
      if (reloadChosen || !hasDirtyForms()) window.location.reload();
      else setControlled(true);
    },
  });

  const reload = () => {
    reloadChosen = true;
    setConfirming(false);
    if (controlled) {
      window.location.reload();
      return;
    }
    void updateServiceWorker(true);
    // If no worker was waiting any more, nothing would take control: reload anyway.
    setTimeout(() => window.location.reload(), FALLBACK_RELOAD_MS);
  };

  if (!needRefresh && !controlled) return null;
  return (
    <div role="status" className="bg-info text-info-content" data-testid="update-prompt">
      <div className="mx-auto flex max-w-7xl flex-wrap items-center justify-between gap-2 px-4 py-2">
        <p>
          <Trans
            t={t}
            i18nKey="update.prompt"
            components={{
              reload: (
                <button
                  type="button"
                  className="btn btn-sm btn-outline ml-1 border-info-content text-info-content"
                  onClick={() => (hasDirtyForms() ? setConfirming(true) : reload())}
                />
              ),
            }}
          />
        </p>
        <button type="button" className="btn btn-ghost btn-sm" onClick={() => setNeedRefresh(false)}>
          {t('update.dismiss')}
        </button>
      </div>
      <ConfirmDialog
        open={confirming}
        title={t('update.confirmTitle')}
        text={t('update.confirmText')}
        confirmLabel={t('update.confirmReload')}
        cancelLabel={t('update.cancel')}
        onConfirm={reload}
        onCancel={() => setConfirming(false)}
      />
    </div>
  );
}

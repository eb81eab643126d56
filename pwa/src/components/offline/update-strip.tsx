import { useState } from 'react';
import { Trans, useTranslation } from 'react-i18next';
import { ConfirmDialog } from './confirm-dialog';
import { hasDirtyForms } from './dirty-forms';

/**
 * 'A new version is available — Reload' and 'Later', with 'Reload now?' first when a form on
 * the page has input. One row on a 360 px phone: the text may wrap, the buttons never do. Every
 * colour pair is a theme pair (info / info-content is 5.9:1); the question sits outside the
 * strip, so its box keeps dark text on white instead of inheriting the strip's white text.
 */
export function UpdateStrip({ onReload, onLater }: { onReload: () => void; onLater: () => void }) {
  const { t } = useTranslation('offline');
  const [confirming, setConfirming] = useState(false);
  return (
    <>
      <div role="status" className="bg-info text-info-content" data-testid="update-prompt">
        <div className="mx-auto flex max-w-7xl items-center gap-2 px-4 py-2">
          <p className="min-w-0 flex-1 text-sm">
            <Trans
              t={t}
              i18nKey="update.prompt"
              components={{
                reload: (
                  <button
                    type="button"
                    className="btn btn-sm btn-outline ml-1 whitespace-nowrap border-info-content text-info-content"
                    onClick={() => (hasDirtyForms() ? setConfirming(true) : onReload())}
                  />
                ),
              }}
            />
          </p>
          <button type="button" className="btn btn-ghost btn-sm shrink-0 whitespace-nowrap text-info-content hover:bg-black/15" onClick={onLater}>
            {t('update.dismiss')}
          </button>
        </div>
      </div>
      <ConfirmDialog
        open={confirming}
        title={t('update.confirmTitle')}
        text={t('update.confirmText')}
        confirmLabel={t('update.confirmReload')}
        cancelLabel={t('update.cancel')}
        onConfirm={() => {
          setConfirming(false);
          onReload();
        }}
        onCancel={() => setConfirming(false)}
      />
    </>
  );
}

import { useId, useRef, useState, type KeyboardEvent } from 'react';
import { useTranslation } from 'react-i18next';
import { ShareButtons } from './share-buttons';

/** The 'Share' toggle and its sharing-options panel (Escape closes it and returns focus). */
export function SharePanel({ title, text }: { title: string; text?: string }) {
  const { t } = useTranslation('news');
  const [open, setOpen] = useState(false);
  const id = useId();
  const toggle = useRef<HTMLButtonElement>(null);
  const onKeyDown = (e: KeyboardEvent<HTMLDivElement>) => {
    if (e.key !== 'Escape') return;
    setOpen(false);
    toggle.current?.focus();
  };
  return (
    <div onKeyDown={onKeyDown}>
      <button
        ref={toggle}
        type="button"
        className="btn btn-sm btn-primary"
        aria-expanded={open}
        aria-controls={`${id}-panel`}
        onClick={() => setOpen((v) => !v)}
      >
        {t('share.toggle')}
      </button>
      <div
        id={`${id}-panel`}
        role="region"
        aria-label={t('share.panelTitle')}
        hidden={!open}
        className="mt-3 rounded-box border border-base-300 bg-base-200 p-4"
        data-testid="share-panel"
      >
        <p className="mb-2 text-sm font-semibold">{t('share.panelTitle')}</p>
        <ShareButtons title={title} text={text} layout="row" />
      </div>
    </div>
  );
}

import { useEffect, useRef } from 'react';
import { useTranslation } from 'react-i18next';
import type { Tone } from '../feedback';

export interface ResultView {
  tone: Tone;
  title: string;
  name?: string;
}

const COLORS: Record<Tone, string> = {
  ok: 'bg-success text-success-content',
  warn: 'bg-warning text-warning-content',
  bad: 'bg-error text-error-content',
};
/** How long a result stays before the door is ready for the next person. */
const SHOWN_MS: Record<Tone, number> = { ok: 2000, warn: 4000, bad: 4000 };

/** The big full-screen result of a check-in: green, amber or red, with the name. Any tap or key goes on. */
export function ScanResult({ result, onDone }: { result: ResultView; onDone: () => void }) {
  const { t } = useTranslation('check-in');
  const next = useRef<HTMLButtonElement>(null);
  useEffect(() => {
    next.current?.focus();
    const timer = setTimeout(onDone, SHOWN_MS[result.tone]);
    return () => clearTimeout(timer);
  }, [result, onDone]);
  return (
    <div
      role="alert"
      className={`fixed inset-0 z-50 flex flex-col items-center justify-center gap-4 p-6 text-center ${COLORS[result.tone]}`}
      onClick={onDone}
      onKeyDown={(e) => e.key === 'Escape' && onDone()}
      data-testid="checkin-result"
      data-tone={result.tone}
    >
      <p className="text-4xl font-bold sm:text-5xl">{result.title}</p>
      {result.name && <p className="text-2xl font-semibold sm:text-3xl">{result.name}</p>}
      <button ref={next} type="button" className="btn btn-lg mt-6" onClick={onDone}>
        {t('result.dismiss')}
      </button>
    </div>
  );
}

import { forwardRef, useId, useState } from 'react';
import { useTranslation } from 'react-i18next';

/** The ticket code typed (or pasted) by hand; Enter checks in. */
export const ManualEntry = forwardRef<HTMLInputElement, { onCode: (code: string) => void }>(function ManualEntry({ onCode }, ref) {
  const { t } = useTranslation('check-in');
  const id = useId();
  const [code, setCode] = useState('');
  return (
    <form
      className="flex gap-2"
      onSubmit={(e) => {
        e.preventDefault();
        if (!code.trim()) return;
        onCode(code);
        setCode('');
      }}
    >
      <label htmlFor={id} className="sr-only">
        {t('manual.label')}
      </label>
      <input
        ref={ref}
        id={id}
        className="input input-bordered min-w-0 flex-1 font-mono"
        placeholder={t('manual.placeholder')}
        autoComplete="off"
        autoCapitalize="off"
        autoCorrect="off"
        spellCheck={false}
        value={code}
        onChange={(e) => setCode(e.target.value)}
        data-testid="checkin-code"
      />
      <button type="submit" className="btn btn-primary">
        {t('manual.submit')}
      </button>
    </form>
  );
});

import { useTranslation } from 'react-i18next';

/** A home block whose list is still arriving. */
export function LoadingNote() {
  const { t } = useTranslation('home');
  return (
    <p role="status" className="py-6 text-center opacity-80">
      {t('loading')}
    </p>
  );
}

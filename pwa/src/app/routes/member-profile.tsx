import { useTranslation } from 'react-i18next';

/** Placeholder: replaced by the real page. */
export default function MemberProfileRoute() {
  const { t } = useTranslation();
  return (
    <section className="mx-auto max-w-7xl px-4 py-10">
      <h1 className="text-3xl font-bold">{t('pages.memberProfile')}</h1>
    </section>
  );
}

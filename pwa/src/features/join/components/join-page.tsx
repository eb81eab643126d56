import { useState } from 'react';
import { useTranslation } from 'react-i18next';
import { PageHeader } from '@/components/ui/page-header';
import { RegistrationsClosed } from '@/components/ui/registrations-closed';
import { useRegistrationsOpen } from '@/lib/site-settings';
import { BenefitTiles } from './benefit-tiles';
import { ChecklistCard } from './checklist-card';
import { JoinDialog } from './join-dialog';
import '../join.i18n';

const REQUIREMENTS = ['age', 'resident', 'commitment', 'values'] as const;
const BENEFITS = ['training', 'networking', 'leadership', 'projects'] as const;

/** /join: the call to join, why, who can, what members get, and the registration dialog. */
export function JoinPage({ loginHref }: { loginHref?: string }) {
  const { t } = useTranslation('join');
  const [open, setOpen] = useState(false);
  const registrationsOpen = useRegistrationsOpen();

  return (
    <section className="mx-auto max-w-7xl px-4 py-10" data-testid="join-page">
      <PageHeader title={t('hero.title')} subtitle={t('hero.text')} className="mb-10 text-center">
        {registrationsOpen ? (
          <button type="button" className="btn btn-primary btn-lg mt-6" onClick={() => setOpen(true)}>
            {t('hero.cta')}
          </button>
        ) : (
          <RegistrationsClosed className="mx-auto mt-6 max-w-md justify-center" />
        )}
        <p className="mt-3 text-sm opacity-80">{t('note')}</p>
      </PageHeader>
      <BenefitTiles />
      <div className="mt-8 grid gap-6 md:grid-cols-2">
        <ChecklistCard title={t('requirements.title')} items={REQUIREMENTS.map((k) => t(`requirements.${k}`))} testId="join-requirements" />
        <ChecklistCard title={t('benefits.title')} items={BENEFITS.map((k) => t(`benefits.${k}`))} testId="join-benefits" />
      </div>
      <JoinDialog open={open} onClose={() => setOpen(false)} loginHref={loginHref} />
    </section>
  );
}

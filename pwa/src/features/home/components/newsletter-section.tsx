import { useId, type FormEvent } from 'react';
import { useTranslation } from 'react-i18next';
import { toast } from '@/components/ui/use-toast';
import { HomeSection } from './home-section';

/**
 * Block 11: the newsletter sign-up. No newsletter call exists (public-site.md §7), so Subscribe
 * says so in a toast and points to the Contact page; the address is not kept anywhere.
 */
export function NewsletterSection() {
  const { t } = useTranslation('home');
  const inputId = useId();
  const onSubmit = (e: FormEvent<HTMLFormElement>) => {
    e.preventDefault();
    toast({ title: t('newsletter.toastTitle'), description: t('newsletter.toastText') });
  };
  return (
    <HomeSection id="home-newsletter" title={t('newsletter.title')}>
      <p className="mx-auto -mt-4 mb-6 max-w-xl text-center opacity-80">{t('newsletter.text')}</p>
      <form onSubmit={onSubmit} className="mx-auto flex max-w-md flex-col gap-3 sm:flex-row sm:items-end">
        <div className="flex-1">
          <label htmlFor={inputId} className="mb-1 block text-sm font-medium">
            {t('newsletter.label')}
          </label>
          <input id={inputId} name="email" type="email" autoComplete="email" placeholder={t('newsletter.placeholder')} className="input w-full" />
        </div>
        <button type="submit" className="btn btn-primary">
          {t('newsletter.subscribe')}
        </button>
      </form>
    </HomeSection>
  );
}

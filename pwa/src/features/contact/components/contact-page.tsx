import { useTranslation } from 'react-i18next';
import { PageHeader } from '@/components/ui/page-header';
import { ContactForm } from './contact-form';
import { ContactInfo } from './contact-info';
import '../contact.i18n';

/** /contact: contact information and the 'Send us a Message' form. */
export function ContactPage() {
  const { t } = useTranslation('contact');
  return (
    <section className="mx-auto max-w-7xl px-4 py-10" data-testid="contact-page">
      <PageHeader title={t('title')} subtitle={t('subtitle')} />
      <div className="grid gap-8 lg:grid-cols-2">
        <ContactInfo />
        <ContactForm />
      </div>
    </section>
  );
}

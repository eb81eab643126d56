import { useTranslation } from 'react-i18next';
import { ContactForm } from './contact-form';
import { ContactInfo } from './contact-info';
import '../contact.i18n';

/** /contact: contact information and the 'Send us a Message' form. */
export function ContactPage() {
  const { t } = useTranslation('contact');
  return (
    <section className="mx-auto max-w-7xl px-4 py-10" data-testid="contact-page">
      <header className="mb-8 text-center">
        <h1 className="text-3xl font-bold md:text-4xl">{t('title')}</h1>
        <p className="mx-auto mt-3 max-w-2xl opacity-80">{t('subtitle')}</p>
      </header>
      <div className="grid gap-8 lg:grid-cols-2">
        <ContactInfo />
        <ContactForm />
      </div>
    </section>
  );
}

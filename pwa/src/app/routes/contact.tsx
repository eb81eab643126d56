import { ContactPage } from '@/features/contact/components/contact-page';

/** /contact (public-site.md §2 Contact). */
export default function ContactRoute() {
  return <ContactPage />;
}

/** Namespace 'contact' in Bangla (mirrors locales/en/contact.ts). */
import type en from '../../en/contact/page';
import type { Translation } from '../../translation';
export default {
  title: 'যোগাযোগ করুন',
  subtitle: 'কোনো প্রশ্ন, নতুন ভাবনা, নাকি যুক্ত হতে চান? আপনার কথা শুনতে আমরা আগ্রহী।',
  info: {
    title: 'যোগাযোগের তথ্য',
    office: 'অফিস',
    address: '{{club}}, জেলা কার্যালয়, বাংলাদেশ',
    orgId: 'সংগঠনের ID: {{id}}',
    email: 'ইমেইল',
    phone: 'ফোন',
  },
  social: {
    title: 'আমাদের ফলো করুন',
    soon: '{{name}} (লিংক শিগগিরই আসছে)',
  },
  form: {
    title: 'আমাদের বার্তা পাঠান',
    name: 'নাম',
    email: 'ইমেইল',
    subject: 'বিষয়',
    message: 'বার্তা',
    namePlaceholder: 'আপনার নাম',
    emailPlaceholder: 'you@example.com',
    subjectPlaceholder: 'কী বিষয়ে লিখছেন?',
    messagePlaceholder: 'আপনার বার্তা',
    send: 'বার্তা পাঠান',
    sending: 'পাঠানো হচ্ছে...',
  },
  toast: {
    successTitle: 'বার্তা পাঠানো হয়েছে!',
    successText: 'যত দ্রুত সম্ভব আমরা আপনার সাথে যোগাযোগ করব।',
    failureTitle: 'বার্তা পাঠানো যায়নি',
    failureText: 'একটু পরে আবার চেষ্টা করুন।',
  },
} satisfies Translation<typeof en>;

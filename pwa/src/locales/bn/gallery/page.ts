/** Namespace 'gallery' in Bangla (mirrors locales/en/gallery.ts). */
import type en from '../../en/gallery/page';
import type { Translation } from '../../translation';
export default {
  title: 'গ্যালারি',
  subtitle: 'আমাদের প্রকল্প, ইভেন্ট আর সামাজিক কাজের কিছু মুহূর্ত।',
  notOnPhone: 'এই ফোনে এখনো নেই — গ্যালারি দেখতে একবার ইন্টারনেটে যুক্ত হোন',
  loading: 'গ্যালারি লোড হচ্ছে...',
  error: {
    title: 'গ্যালারি লোড করা যায়নি',
    text: 'আপনার ইন্টারনেট সংযোগ দেখে আবার চেষ্টা করুন।',
  },
  empty: {
    title: 'এখনো কোনো ছবি নেই',
    text: 'ছবি আপলোড ও অনুমোদনের পর এখানে দেখা যাবে।',
  },
  listLabel: 'গ্যালারির ছবি',
  viewAll: 'সব ছবি দেখুন',
  open: '{{title}} পূর্ণ পর্দায় খুলুন',
  untitled: 'ছবি {{n}}',
  viewer: {
    label: 'ছবি ভিউয়ার',
    close: 'বন্ধ করুন',
    previous: 'আগের ছবি',
    next: 'পরের ছবি',
    counter: '{{n}} / {{total}}',
    counterLabel: '{{total}}টির মধ্যে {{n}} নম্বর ছবি',
    hint: 'ছবি বদলাতে তীর চিহ্নের কী চাপুন বা সোয়াইপ করুন।',
  },
} satisfies Translation<typeof en>;

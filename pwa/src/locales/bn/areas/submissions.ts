/** Namespace 'submissions' in Bangla (mirrors locales/en/areas/submissions.ts). */
import type en from '../../en/areas/submissions';
import type { Translation } from '../../translation';
export default {
  quickActions: {
    title: 'দ্রুত কাজ',
    project: 'প্রকল্প জমা দিন',
    article: 'লেখা লিখুন',
    image: 'ছবি আপলোড',
    rsvp: 'ইভেন্টে আরএসভিপি',
  },
  dialogs: {
    project: 'প্রকল্প জমা দিন',
    article: 'লেখা লিখুন',
    image: 'ছবি আপলোড',
    rsvp: 'ইভেন্টে আরএসভিপি',
    reviewNote: 'প্রকাশের আগে একজন অ্যাডমিন এটি যাচাই করবেন। সংযোগ নেই? এটি এই ডিভাইসে রাখা থাকবে, আবার অনলাইনে এলে পাঠানো হবে।',
  },
  rsvp: {
    none: 'আরএসভিপি করার মতো কোনো আসন্ন ইভেন্ট নেই।',
  },
  fields: {
    title: 'শিরোনাম',
    description: 'বিবরণ',
    excerpt: 'সংক্ষেপ',
    content: 'মূল লেখা',
    projectImage: 'প্রকল্পের ছবি (ঐচ্ছিক)',
    coverImage: 'কভার ছবি (ঐচ্ছিক)',
    image: 'ছবি',
  },
  image: {
    required: 'ছবি দিতে হবে',
    finishCrop: 'ছবি কাটা শেষ করুন, অথবা বাতিল করুন',
    useCrop: 'এই ছবিটি নিন',
    preview: '{{label}}: বেছে নেওয়া ছবি',
    remove: 'ছবি সরান',
    keptNote: 'এই ডিভাইসে রাখা থাকবে, জমা পাঠানোর সময় আপলোড হবে।',
  },
  actions: {
    cancel: 'বাতিল',
    close: 'বন্ধ করুন',
    sending: 'পাঠানো হচ্ছে...',
    project: 'প্রকল্প জমা দিন',
    article: 'লেখা প্রকাশ করুন',
    image: 'ছবি আপলোড করুন',
  },
  toast: {
    project: { success: 'প্রকল্প জমা হয়েছে', failure: 'প্রকল্প জমা দেওয়া যায়নি' },
    article: { success: 'লেখা জমা হয়েছে', failure: 'লেখা জমা দেওয়া যায়নি' },
    image: { success: 'ছবি আপলোড হয়েছে', failure: 'ছবি আপলোড করা যায়নি' },
  },
  mine: {
    title: 'আমার জমা',
    loading: 'আপনার জমা দেওয়া কাজ লোড হচ্ছে...',
    empty: 'এখনো কিছু জমা দেননি। প্রকল্প, লেখা বা ছবি পাঠাতে দ্রুত কাজের বোতামগুলো ব্যবহার করুন।',
    untitled: 'শিরোনামহীন ছবি',
    kind: {
      project: 'প্রকল্প',
      news: 'লেখা',
      gallery: 'ছবি',
    },
    status: {
      waiting: 'পাঠানোর অপেক্ষায়',
      sending: 'পাঠানো হচ্ছে...',
      pending: 'যাচাইয়ের অপেক্ষায়',
      approved: 'অনুমোদিত',
      published: 'প্রকাশিত',
      completed: 'সম্পন্ন',
      rejected: 'প্রত্যাখ্যাত',
    },
    uploading: 'ছবি আপলোড হচ্ছে... {{percent}}%',
    uploadLabel: 'ছবি আপলোডের অগ্রগতি',
    failedHint: 'পাঠানো যায়নি: {{reason}}',
    sentOn: 'পাঠানো হয়েছে {{date}}',
    madeOn: '{{date}} তারিখে এই ডিভাইসে তৈরি',
    dateFormat: 'd MMM, yyyy',
    thumbAlt: '{{title}}-এর ছবি',
  },
} satisfies Translation<typeof en>;

/** Namespace 'upload' in Bangla (mirrors locales/en/upload/texts.ts). */
import type en from '../../en/upload/texts';
import type { Translation } from '../../translation';
export default {
  select: 'ছবি বেছে নিন',
  needsConnection: 'ছবি আপলোড করতে ইন্টারনেট সংযোগ লাগবে',
  tooLarge: {
    title: 'ফাইলটি অনেক বড়',
    text: '{{n}} MB-এর চেয়ে ছোট ফাইল বেছে নিন',
  },
  crop: {
    imageAlt: 'বেছে নেওয়া ছবি, কাটার জন্য',
    hint: 'ফ্রেমটি টেনে সরান, বা অ্যারো কী দিয়ে সরান: প্রতিবার ১ ধাপ, Shift চেপে ১০, Ctrl বা Cmd চেপে ১০০।',
    upload: 'আপলোড',
    cancel: 'বাতিল',
    failedTitle: 'ছবি কাটা যায়নি',
    failedText: 'আবার চেষ্টা করুন',
    noCanvas: 'এই ব্রাউজার ছবিটি আঁকতে পারছে না',
    notEncoded: 'কাটা ছবিটি সংরক্ষণ করা যায়নি',
    aria: {
      cropArea: 'ছবির কাটার অংশটি সরাতে অ্যারো কী ব্যবহার করুন',
      nwDragHandle: 'কাটার অংশ বদলাতে উপরের বাঁ কোণের হাতলটি অ্যারো কী দিয়ে সরান',
      nDragHandle: 'কাটার অংশ বদলাতে উপরের হাতলটি উপর ও নিচের অ্যারো কী দিয়ে সরান',
      neDragHandle: 'কাটার অংশ বদলাতে উপরের ডান কোণের হাতলটি অ্যারো কী দিয়ে সরান',
      eDragHandle: 'কাটার অংশ বদলাতে ডান পাশের হাতলটি বাঁ ও ডান অ্যারো কী দিয়ে সরান',
      seDragHandle: 'কাটার অংশ বদলাতে নিচের ডান কোণের হাতলটি অ্যারো কী দিয়ে সরান',
      sDragHandle: 'কাটার অংশ বদলাতে নিচের হাতলটি উপর ও নিচের অ্যারো কী দিয়ে সরান',
      swDragHandle: 'কাটার অংশ বদলাতে নিচের বাঁ কোণের হাতলটি অ্যারো কী দিয়ে সরান',
      wDragHandle: 'কাটার অংশ বদলাতে বাঁ পাশের হাতলটি বাঁ ও ডান অ্যারো কী দিয়ে সরান',
    },
  },
  progress: {
    label: 'আপলোডের অগ্রগতি',
    percent: 'আপলোড হচ্ছে... {{percent}}%',
  },
  success: {
    title: 'সফল হয়েছে',
    text: 'ফাইল আপলোড হয়েছে',
  },
  failure: {
    title: 'আপলোড ব্যর্থ হয়েছে',
    text: 'আবার চেষ্টা করুন',
  },
  preview: {
    alt: '{{label}}: আপলোড করা ছবি',
    unavailable: 'ছবিটি দেখানো যাচ্ছে না',
    clear: 'মুছুন',
  },
} satisfies Translation<typeof en>;

/** Namespace 'profile-edit' in Bangla (mirrors locales/en/areas/profile-edit.ts). */
import type en from '../../en/areas/profile-edit';
import type { Translation } from '../../translation';
export default {
  button: 'প্রোফাইল সম্পাদনা',
  title: 'প্রোফাইল সম্পাদনা',
  fields: {
    name: 'নাম',
    username: 'ইউজারনেম',
    bio: 'পরিচিতি',
    website: 'নিজের ওয়েবসাইট',
    linkedin: 'LinkedIn প্রোফাইল',
    facebook: 'Facebook প্রোফাইল',
    picture: 'প্রোফাইল ছবি',
  },
  placeholders: {
    username: 'যেমন nusrat',
    website: 'https://...',
    linkedin: 'https://www.linkedin.com/in/...',
    facebook: 'https://www.facebook.com/...',
  },
  save: 'সংরক্ষণ করুন',
  saving: 'সংরক্ষণ হচ্ছে...',
  cancel: 'বাতিল',
  loading: 'প্রোফাইল লোড হচ্ছে...',
  notOnDevice: 'আপনার প্রোফাইল এখনো এই ডিভাইসে সংরক্ষিত নেই। আবার অনলাইনে এলে এটি খুলুন।',
  review: {
    badge: 'পরিবর্তন যাচাইয়ের অপেক্ষায়',
    editPending:
      'আপনার পরিবর্তনগুলো যাচাইয়ের অপেক্ষায় আছে। অ্যাডমিন অনুমোদন না দেওয়া পর্যন্ত দর্শকেরা আপনার আগের অনুমোদিত প্রোফাইল দেখবেন। আবার সংরক্ষণ করলে অপেক্ষায় থাকা পরিবর্তনগুলোর জায়গায় নতুনগুলো যাবে।',
    newPending: 'আপনার প্রোফাইল যাচাইয়ের অপেক্ষায় আছে। অ্যাডমিন অনুমোদন দিলে দর্শকেরা এটি দেখতে পাবেন।',
    editRejected: 'আপনার শেষ পরিবর্তনগুলো অনুমোদন পায়নি। দর্শকেরা আপনার অনুমোদিত প্রোফাইল দেখছেন; আপনি এটি বদলে আবার সংরক্ষণ করতে পারেন।',
    newRejected: 'আপনার প্রোফাইল অনুমোদন পায়নি। এটি বদলে সংরক্ষণ করুন, আবার যাচাইয়ের জন্য পাঠানো হবে।',
    queued: 'আপনার পরিবর্তনগুলো এই ডিভাইসে সংরক্ষিত আছে, আবার অনলাইনে এলে পাঠানো হবে।',
    queuedBadge: 'পাঠানোর অপেক্ষায়',
    toastEdit: 'আপনার পরিবর্তনগুলো যাচাইয়ের অপেক্ষায় আছে।',
    toastNew: 'আপনার প্রোফাইল যাচাইয়ের অপেক্ষায় আছে।',
  },
  toast: {
    success: 'প্রোফাইল হালনাগাদ হয়েছে',
    failure: 'প্রোফাইল হালনাগাদ করা যায়নি',
  },
} satisfies Translation<typeof en>;

/** Namespace 'projects' in Bangla (mirrors locales/en/projects.ts). */
import type en from '../en/projects';
import type { Translation } from '../translation';
export default {
  title: 'আমাদের কাজের প্রভাব',
  subtitle: 'শূন্য দারিদ্র্য, শূন্য বেকারত্ব আর শূন্য নিট কার্বন নিঃসরণের লক্ষ্যে আমাদের সদস্যদের চালানো প্রকল্পগুলো।',
  notOnPhone: 'এই ফোনে এখনো নেই — প্রকল্পগুলো দেখতে একবার ইন্টারনেটে যুক্ত হোন',
  loading: 'প্রকল্প লোড হচ্ছে...',
  error: {
    title: 'প্রকল্প লোড করা যায়নি',
    text: 'ইন্টারনেট সংযোগ দেখে আবার চেষ্টা করুন।',
  },
  empty: {
    title: 'এখনো কোনো প্রকল্প নেই',
    text: 'আমাদের প্রথম প্রকল্পগুলো অনুমোদন পেলে এখানে দেখা যাবে।',
  },
  listLabel: 'প্রকল্প',
  category: {
    environment: 'পরিবেশ',
    innovation: 'উদ্ভাবন',
    education: 'শিক্ষা',
    general: 'সাধারণ',
  },
  status: {
    completed: 'সম্পন্ন',
    approved: 'অনুমোদিত',
    pending: 'অপেক্ষমাণ',
    rejected: 'প্রত্যাখ্যাত',
  },
  completedOn: 'সম্পন্ন: {{date}}',
  dateFormat: 'd MMMM, yyyy',
  upcoming: {
    title: 'আসন্ন ইভেন্ট',
    badge: 'আসন্ন',
    olympiadTitle: 'যুব সামাজিক ব্যবসা অলিম্পিয়াড',
    olympiadText: 'জেলার নানা প্রান্তের তরুণদের দল স্থানীয় সমস্যা সমাধানের সামাজিক ব্যবসার আইডিয়া নিয়ে প্রতিযোগিতা করে।',
    olympiadDate: '{{start}}-{{end}}',
    campaignTitle: 'সামাজিক সচেতনতা অভিযান',
    campaignText: 'বাড়ি বাড়ি আর স্কুলে গিয়ে বিদ্যুৎ সাশ্রয়, প্লাস্টিক কমানো আর তিন শূন্য নিয়ে সচেতনতা।',
    campaignDate: '{{month}}',
    monthFormat: 'MMMM yyyy',
    dayFormat: 'd',
    fullDayFormat: 'd MMMM yyyy',
  },
} satisfies Translation<typeof en>;

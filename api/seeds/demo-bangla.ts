/**
 * Bangla versions of the demo content (issues 14 and 29): every event, article, project, notice
 * and gallery caption has its Bangla text, so the first look in Bangla is what a club here would
 * publish. Events are in demo-bangla-events.ts, articles in demo-bangla-news.ts, projects and
 * gallery captions in demo-bangla-content.ts; notices (keyed by their English title) and the site
 * settings here.
 */
export { EVENTS_BN, PITCH_QUESTIONS_BN } from './demo-bangla-events';
export { ARTICLES_BN } from './demo-bangla-news';
export { GALLERY_BN, PROJECTS_BN } from './demo-bangla-content';

export const NOTICES_BN: Record<string, { title: string; message: string; linkText?: string }> = {
  'Heavy rain alert: outdoor activities moved': {
    title: 'ভারী বৃষ্টির সতর্কতা: বাইরের কার্যক্রম স্থগিত',
    message: 'আবহাওয়া অফিস এ সপ্তাহে ভারী বৃষ্টির পূর্বাভাস দিয়েছে। বাইরের স্বেচ্ছাসেবী কাজ স্থগিত; ভেতরের সেশনগুলো কমিউনিটি সেন্টারে চলবে।',
  },
  'Registration open: Youth Leadership Bootcamp': {
    title: 'নিবন্ধন চলছে: যুব নেতৃত্ব বুটক্যাম্প',
    message: 'দুই দিনের বুটক্যাম্পে আর অল্প কয়েকটি আসন বাকি। পূর্ণ হওয়ার আগেই নিবন্ধন করো।',
    linkText: 'এখনই নিবন্ধন করো',
  },
  'Members: meeting agenda posted': {
    title: 'সদস্যদের জন্য: সভার আলোচ্যসূচি প্রকাশিত',
    message: 'মাসিক সদস্য সভার আলোচ্যসূচি নোটিশ বোর্ডে টাঙানো হয়েছে। আলোচনার বিষয় সাধারণ সম্পাদকের কাছে পাঠাও।',
  },
  'Admins: review pending applications': {
    title: 'অ্যাডমিনদের জন্য: অপেক্ষমাণ আবেদন দেখুন',
    message: 'তিনটি সদস্যপদের আবেদন আর দুটি গ্যালারির ছবি যাচাইয়ের অপেক্ষায় আছে।',
  },
  'Office closed for the Eid holidays': {
    title: 'ঈদের ছুটিতে অফিস বন্ধ',
    message: 'ঈদের ছুটিতে ক্লাবের অফিস বন্ধ ছিল।',
  },
  'Annual General Meeting': {
    title: 'বার্ষিক সাধারণ সভা',
    message: 'নতুন কমিটি নির্বাচনের জন্য বার্ষিক সাধারণ সভায় সব সদস্য আমন্ত্রিত।',
    linkText: 'বিস্তারিত',
  },
};

export const SETTINGS_BN: Record<string, string> = {
  siteNameBn: 'সোশ্যাল বিজনেস ইয়ুথ ক্লাব',
  siteDescriptionBn: 'রংপুরের তরুণদের একটি ক্লাব, যা শূন্য দারিদ্র্য, শূন্য বেকারত্ব ও শূন্য নিট কার্বন নিঃসরণের জন্য কাজ করে।',
  addressBn: 'কমিউনিটি সেন্টার, স্টেশন রোড, রংপুর',
};

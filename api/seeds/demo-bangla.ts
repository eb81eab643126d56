/**
 * Bangla versions of some demo content (issue 14), so the demo shows both languages and the
 * fallback: items left out here are read in English by a reader in Bangla. Keyed as the specs are
 * (events, articles and projects by key; notices by their English title).
 */
type Texts = Record<string, string>;

export const EVENTS_BN: Record<string, { title: string; description?: string; location?: string }> = {
  olympiad: {
    title: 'জেলা সামাজিক ব্যবসা অলিম্পিয়াড',
    description: 'সামাজিক ব্যবসা অলিম্পিয়াডের জেলা ফাইনাল: স্কুলের দল নিয়ে একটি বাস্তব স্থানীয় সমস্যার সমাধান করো, তারপর বিচারকদের সামনে তোমার পরিকল্পনা তুলে ধরো।',
    location: 'সরকারি কলেজ মিলনায়তন, রংপুর',
  },
  bootcamp: {
    title: 'যুব নেতৃত্ব বুটক্যাম্প',
    description: 'স্বেচ্ছাসেবক পরিচালনা, সভা চালানো ও ছোট বাজেট সামলানো নিয়ে দুই দিনের বুটক্যাম্প। মাত্র দশটি আসন, যাতে প্রত্যেকে হাতে-কলমে প্রশিক্ষণ পায়।',
    location: 'কমিউনিটি সেন্টার, স্টেশন রোড, রংপুর',
  },
  cleanup: {
    title: 'তিস্তা নদীতীর পরিচ্ছন্নতা দিবস',
    description: 'দস্তানা, বস্তা ও নাশতা আমরা দেব। যা কুড়াই সব বাছাই করি, যাতে পুনর্ব্যবহারযোগ্য প্লাস্টিক বিক্রি করা যায়।',
  },
  meeting: { title: 'মাসিক সদস্য সভা' },
};

export const ARTICLES_BN: Record<string, { title: string; excerpt?: string; content?: string }> = {
  trees: {
    title: 'এক সপ্তাহান্তে ৪০ জন স্বেচ্ছাসেবক যেভাবে ১,০০০ গাছ লাগালেন',
    excerpt: 'বারোটি স্কুল, দুটি গ্রামের রাস্তা আর একটি দীর্ঘ সপ্তাহান্ত: সবুজ রংপুর, আমাদের প্রথম বড় পরিবেশ প্রকল্পের গল্প।',
    content:
      'শুক্রবার চল্লিশ জন স্বেচ্ছাসেবক ছয়টি দলে ভাগ হলেন। প্রতিটি দলের ছিল একটি স্কুল, একটি পানির ড্রাম আর কৃষকদের কাছ থেকে ধার করা কোদাল।\n\nশনিবার সন্ধ্যার মধ্যে আমরা ১,০০০ আম, কাঁঠাল, নিম ও মেহগনি গাছ লাগিয়েছিলাম। তিন মাস পরে তার ৯১২টি এখনও বেঁচে আছে।\n\nসাফল্যের রহস্য গাছ নয়, মালিকানাবোধ: প্রতিটি গাছে একটি শিশুর নাম লেখা, যে গাছটির যত্ন নেয়।',
  },
  announcement: {
    title: 'সদস্যপদের আবেদন চলছে',
    excerpt: 'তোমার বয়স ১৬ থেকে ৩০ আর থাকো রংপুরে? ক্লাবে যোগ দাও: সদস্যপদ বিনামূল্যে, আর প্রতিটি দক্ষতার জন্যই এখানে জায়গা আছে।',
  },
};

export const PROJECTS_BN: Record<string, { title: string; description?: string }> = {
  trees: {
    title: 'সবুজ রংপুর: ১,০০০ গাছ',
    description: 'চল্লিশ জন স্বেচ্ছাসেবক বারোটি স্কুলের আঙিনায় ও দুটি গ্রামের রাস্তার পাশে ১,০০০ ফলদ ও ছায়াদানকারী গাছ লাগিয়েছেন। প্রতিটি স্কুল তার গাছের দায়িত্ব নিয়েছে।',
  },
  solar: {
    title: 'চরের গ্রামে সৌর লণ্ঠন',
    description: 'তরুণ কারিগরেরা সৌর লণ্ঠন জোড়া লাগান ও মেরামত করেন; চরের পরিবারগুলো রাতে পাঁচ টাকায় তা ভাড়া নেয়, কেরোসিনের বাতির বদলে।',
  },
};

export const NOTICES_BN: Record<string, { title: string; message: string }> = {
  'Heavy rain alert: outdoor activities moved': {
    title: 'ভারী বৃষ্টির সতর্কতা: বাইরের কার্যক্রম স্থগিত',
    message: 'আবহাওয়া অফিস এ সপ্তাহে ভারী বৃষ্টির পূর্বাভাস দিয়েছে। বাইরের স্বেচ্ছাসেবী কাজ স্থগিত; ভেতরের সেশনগুলো কমিউনিটি সেন্টারে চলবে।',
  },
  'Registration open: Youth Leadership Bootcamp': {
    title: 'নিবন্ধন চলছে: যুব নেতৃত্ব বুটক্যাম্প',
    message: 'দুই দিনের বুটক্যাম্পে আর অল্প কয়েকটি আসন বাকি। পূর্ণ হওয়ার আগেই নিবন্ধন করো।',
  },
};

export const SETTINGS_BN: Texts = {
  siteNameBn: 'সোশ্যাল বিজনেস ইয়ুথ ক্লাব',
  siteDescriptionBn: 'রংপুরের তরুণদের একটি ক্লাব, যা শূন্য দারিদ্র্য, শূন্য বেকারত্ব ও শূন্য নিট কার্বন নিঃসরণের জন্য কাজ করে।',
  addressBn: 'কমিউনিটি সেন্টার, স্টেশন রোড, রংপুর',
};

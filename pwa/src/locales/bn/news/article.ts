/** Namespace 'news', the article page's own texts (lib/i18n-bn.ts merges them). */
export default {
  article: {
    bodyNotOnPhone: 'এই লেখার বাকিটা এই ফোনে এখনো নেই — পড়তে একবার ইন্টারনেটে যুক্ত হোন',
  },
};

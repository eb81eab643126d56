/** Namespace 'messages' in Bangla (mirrors locales/en/admin/messages.ts). */
import type en from '../../en/admin/messages';
import type { Translation } from '../../translation';
export default {
  title: 'যোগাযোগের বার্তা',
  unread: '{{count}}টি না-পড়া',
  new: 'নতুন',
  empty: 'এখনো কোনো বার্তা নেই',
  exportCsv: 'CSV এক্সপোর্ট',
  exportLabel: 'সব যোগাযোগের বার্তা CSV ফাইল হিসেবে এক্সপোর্ট করুন',
  from: 'পাঠিয়েছেন {{name}}',
  open: 'পুরো বার্তা দেখুন',
  close: 'বার্তা লুকান',
  markRead: 'পড়া হয়েছে চিহ্নিত করুন',
  markUnread: 'না-পড়া চিহ্নিত করুন',
  reply: 'উত্তর দিন',
  replyTo: 'ইমেইলে {{name}}-কে উত্তর দিন',
  replySubject: 'Re: {{subject}}',
  delete: 'মুছুন',
  deleteItem: '{{name}}-এর বার্তা মুছুন',
  confirmDelete: 'আপনি কি নিশ্চিত যে {{name}}-এর বার্তা মুছে ফেলতে চান? এটি আর ফেরানো যাবে না।',
  showAll: 'সব {{count}}টি বার্তা দেখুন',
  showFewer: 'কম দেখুন',
  inboxDateFormat: 'd MMM, yyyy',
  inboxDateTimeFormat: 'd MMM, yyyy, h:mm a',
  toast: {
    markedRead: 'বার্তা পড়া হয়েছে হিসেবে চিহ্নিত',
    markedUnread: 'বার্তা না-পড়া হিসেবে চিহ্নিত',
    deleted: 'বার্তা মুছে ফেলা হয়েছে',
    updateFailed: 'বার্তা হালনাগাদ করা যায়নি',
    deleteFailed: 'বার্তা মুছে ফেলা যায়নি',
  },
} satisfies Translation<typeof en>;

/** Namespace 'reports' in Bangla (mirrors locales/en/admin/reports.ts). */
import type en from '../../en/admin/reports';
import type { Translation } from '../../translation';
export default {
  title: 'রিপোর্ট',
  close: 'বন্ধ করুন',
  showTable: 'টেবিল দেখুন',
  hideTable: 'টেবিল লুকান',
  chartFailed: 'চার্টটি আঁকা যায়নি; সংখ্যাগুলো টেবিলে আছে।',
  dateFormat: 'd MMM, yyyy',
  monthFormat: 'MMM yyyy',
  registrations: {
    title: 'ইভেন্ট অনুযায়ী নিবন্ধন',
    caption: 'প্রতিটি ইভেন্টে সক্রিয় নিবন্ধন (বাতিল ছাড়া), আসনসংখ্যার তুলনায়',
    event: 'ইভেন্ট',
    date: 'তারিখ',
    registrations: 'নিবন্ধন',
    capacity: 'আসনসংখ্যা',
    attended: 'উপস্থিত',
    noLimit: 'সীমা নেই',
    summary: 'আসনসংখ্যার তুলনায় ইভেন্ট অনুযায়ী নিবন্ধনের বার চার্ট: {{events}}টি ইভেন্ট, মোট {{total}}টি নিবন্ধন; সবচেয়ে বেশি {{top}}-এ ({{n}})।',
    summaryEmpty: 'ইভেন্ট অনুযায়ী নিবন্ধনের বার চার্ট: এখনো কোনো ইভেন্ট নেই।',
    empty: 'এখনো কোনো ইভেন্ট নেই।',
  },
  members: {
    title: 'প্রতি মাসে নতুন আবেদনকারী ও সদস্য',
    caption: 'গত ১২ মাসে প্রতি মাসে পাওয়া আবেদন ও যোগ দেওয়া সদস্য',
    month: 'মাস',
    applicants: 'নতুন আবেদনকারী',
    members: 'নতুন সদস্য',
    summary: 'গত ১২ মাসের বার চার্ট: মোট {{applicants}} জন নতুন আবেদনকারী ও {{members}} জন নতুন সদস্য; সবচেয়ে ব্যস্ত মাস {{month}}।',
  },
  content: {
    title: 'জমা পড়া ও অনুমোদিত কনটেন্ট',
    caption: 'প্রকল্প, লেখা ও ছবি: যা কিছু জমা পড়েছে, আর যা অনুমোদিত হয়েছে',
    type: 'ধরন',
    submitted: 'জমা পড়েছে',
    approved: 'অনুমোদিত',
    types: { project: 'প্রকল্প', news: 'লেখা', gallery: 'ছবি' },
    summary: 'জমা পড়া ও অনুমোদিত কনটেন্টের বার চার্ট: {{parts}}।',
    part: '{{type}}: {{submitted}}টি জমা, {{approved}}টি অনুমোদিত',
  },
} satisfies Translation<typeof en>;

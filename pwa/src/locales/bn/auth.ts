/** Namespace 'auth' in Bangla (mirrors locales/en/auth.ts). */
import type en from '../en/auth';
import type { Translation } from '../translation';
export default {
  login: {
    title: 'লগইন',
    subtitle: 'আপনার ক্লাব অ্যাকাউন্টে সাইন ইন করুন',
    email: 'ইমেইল',
    password: 'পাসওয়ার্ড',
    forgotPassword: 'পাসওয়ার্ড ভুলে গেছেন?',
    submit: 'লগইন',
    submitting: 'লগইন হচ্ছে...',
    or: 'অথবা',
    provider: 'সিঙ্গেল সাইন-অন দিয়ে চালিয়ে যান',
    noAccount: 'অ্যাকাউন্ট নেই?',
    registerLink: 'নিবন্ধন করুন',
    failed: 'লগইন ব্যর্থ হয়েছে',
    failedDefault: 'ইমেইল বা পাসওয়ার্ড সঠিক নয়',
  },
  register: {
    title: 'নিবন্ধন',
    subtitle: 'আপনার ক্লাব অ্যাকাউন্ট খুলুন',
    firstName: 'নামের প্রথম অংশ',
    lastName: 'নামের শেষ অংশ',
    email: 'ইমেইল',
    password: 'পাসওয়ার্ড',
    submit: 'অ্যাকাউন্ট খুলুন',
    submitting: 'অ্যাকাউন্ট খোলা হচ্ছে...',
    haveAccount: 'আগে থেকেই অ্যাকাউন্ট আছে?',
    loginLink: 'লগইন',
    success: 'অ্যাকাউন্ট সফলভাবে খোলা হয়েছে',
    failed: 'নিবন্ধন ব্যর্থ হয়েছে',
    failedDefault: 'অ্যাকাউন্ট খোলা যায়নি',
  },
} satisfies Translation<typeof en>;

/** Namespace 'check-in' in Bangla (mirrors locales/en/check-in.ts). */
import type en from '../en/check-in';
import type { Translation } from '../translation';
export default {
  nav: 'চেক-ইন',
} satisfies Translation<typeof en>;

/** Namespace 'bilingual' in Bangla (mirrors locales/en/admin/bilingual.ts). */
import type en from '../../en/admin/bilingual';
import type { Translation } from '../../translation';

export default {
  fields: {
    titleBn: 'শিরোনাম (বাংলা)',
    descriptionBn: 'বিবরণ (বাংলা)',
    locationBn: 'স্থান (বাংলা)',
    contentBn: 'বিষয়বস্তু (বাংলা)',
    excerptBn: 'সারাংশ (বাংলা)',
    messageBn: 'বার্তা (বাংলা)',
    linkTextBn: 'লিংকের লেখা (বাংলা)',
    siteNameBn: 'সাইটের নাম (বাংলা)',
    siteDescriptionBn: 'সাইটের বিবরণ (বাংলা)',
    addressBn: 'ঠিকানা (বাংলা)',
  },
} satisfies Translation<typeof en>;

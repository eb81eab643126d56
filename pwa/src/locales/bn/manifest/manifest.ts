/** The installed app's name and description in Bangla (mirrors locales/en/manifest/manifest.ts). */
import type en from '../../en/manifest/manifest';
import type { Translation } from '../../translation';

export default {
  name: 'সোশ্যাল বিজনেস ইয়ুথ ক্লাব',
  shortName: 'ইয়ুথ ক্লাব',
  description: 'শূন্য দারিদ্র্য, শূন্য বেকারত্ব, শূন্য নিট কার্বন: আমাদের জেলার তরুণদের নেতৃত্বে চলা ক্লাব।',
} satisfies Translation<typeof en>;

/**
 * The member Settings kept on this device: the language (the app starts in it, lib/i18n.ts).
 * Notifications on this phone are push subscriptions (features/push, placed by the route).
 */
import { i18n, isLanguage, type Language } from '@/lib/i18n';

export type { Language };
export { chooseLanguage } from '@/lib/language-choice';

export const currentLanguage = (): Language => (isLanguage(i18n.language) ? i18n.language : 'en');

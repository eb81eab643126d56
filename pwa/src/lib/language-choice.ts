/**
 * The reader's language choice: applied at once (offline too), remembered on this device and, for
 * a signed-in user, on the account through the outbox (PUT /api/auth/language), so a new phone
 * starts in it at sign-in. Language names are each in its own language ('English', 'বাংলা').
 */
import { i18n, type Language, setLanguage } from './i18n';

export const LANGUAGE_NAMES: Record<Language, string> = { en: 'English', bn: 'বাংলা' };
/**
 * The class (with its leading space) that shows a language's name in its font: 'বাংলা' in the
 * small font of just its letters (styles.css, 'Club Bangla Word'), so an English page shows it in
 * letters, not boxes, on a phone without a Bengali font, and without the whole Bengali font.
 */
export const nameFont = (lng: Language): string => (lng === 'bn' ? ' font-bangla-word' : '');

/** localStorage: the user whose account language this device has taken (once per person). */
const ADOPTED_KEY = 'club.language.user';
const read = (key: string) => {
  try {
    return localStorage.getItem(key);
  } catch {
    return null;
  }
};
const write = (key: string, value: string) => {
  try {
    localStorage.setItem(key, value);
  } catch {
    /* private mode or full */
  }
};

/**
 * Switches the app's language now and on the next start, and keeps it on the account of `user`
 * (who is signed in, if anyone). Rejects, changing nothing, when the language's texts cannot be
 * loaded (offline before the app was ever stored on the phone).
 */
export async function chooseLanguage(lng: Language, user: { id: number } | null): Promise<void> {
  await setLanguage(lng);
  if (!user) return;
  write(ADOPTED_KEY, String(user.id));
  // The outbox (and the database under it) loads after the first paint: not in the header's chunk.
  const { submitWrite } = await import('./outbox');
  await submitWrite('language.set', { language: lng }).catch(() => undefined);
}

/**
 * A person signed in on this device for the first time (a new phone, or the next person on a
 * shared one): the app takes the language kept on their account. The same person's later visits
 * keep what was chosen here (a change made offline waits in the outbox and is not undone).
 */
export function adoptAccountLanguage(user: { id: number; language?: Language | null } | null): void {
  if (!user || read(ADOPTED_KEY) === String(user.id)) return;
  write(ADOPTED_KEY, String(user.id));
  if (user.language && user.language !== i18n.language) void setLanguage(user.language).catch(() => undefined);
}

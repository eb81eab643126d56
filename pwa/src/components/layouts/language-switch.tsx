import { useTranslation } from 'react-i18next';
import { toast } from '@/components/ui/use-toast';
import { useAuth } from '@/lib/auth';
import { isLanguage, type Language, SUPPORTED_LANGUAGES } from '@/lib/i18n';
import { chooseLanguage, LANGUAGE_NAMES, nameFont } from '@/lib/language-choice';

const current = (lng: string): Language => (isLanguage(lng) ? lng : 'en');

/**
 * The language switch, each language named in itself. `toggle` (the header): one button naming
 * the other language. `choices` (the side menu): both, the current one pressed.
 */
export function LanguageSwitch({ variant }: { variant: 'toggle' | 'choices' }) {
  const { t, i18n } = useTranslation();
  const { user } = useAuth();
  const lng = current(i18n.language);
  const choose = (next: Language) => void chooseLanguage(next, user).catch(() => toast({ title: t('header.languageUnavailable'), variant: 'destructive' }));
  if (variant === 'toggle') {
    const other: Language = lng === 'en' ? 'bn' : 'en';
    return (
      <button
        type="button"
        className={`btn btn-ghost btn-sm min-h-11 min-w-11 shrink-0 px-2${nameFont(other)}`}
        lang={other}
        data-testid="language-toggle"
        onClick={() => choose(other)}
      >
        {LANGUAGE_NAMES[other]}
      </button>
    );
  }
  return (
    <div role="group" aria-label={t('header.language')} className="join w-full">
      {SUPPORTED_LANGUAGES.map((value) => (
        <button
          key={value}
          type="button"
          lang={value}
          aria-pressed={lng === value}
          className={`btn join-item min-h-11 flex-1 ${lng === value ? 'btn-primary' : 'btn-outline'}${nameFont(value)}`}
          onClick={() => choose(value)}
        >
          {LANGUAGE_NAMES[value]}
        </button>
      ))}
    </div>
  );
}

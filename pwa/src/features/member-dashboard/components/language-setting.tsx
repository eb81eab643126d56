import { useState } from 'react';
import { useTranslation } from 'react-i18next';
import { toast } from '@/components/ui/use-toast';
import { nameFont } from '@/lib/language-choice';
import { useAuth } from '@/lib/auth';
import { chooseLanguage, currentLanguage, type Language } from '../preferences';

const CHOICES: Array<[Language, string]> = [
  ['en', 'settings.english'],
  ['bn', 'settings.bangla'],
];

/** English or বাংলা: applied at once, remembered on this device and the account. */
export function LanguageSetting() {
  const { t } = useTranslation('member-dashboard');
  const { user } = useAuth();
  const [lng, setLng] = useState<Language>(currentLanguage);
  const pick = (next: Language) => {
    const before = lng;
    setLng(next);
    void chooseLanguage(next, user).catch(() => {
      setLng(before);
      toast({ title: t('common:header.languageUnavailable'), variant: 'destructive' });
    });
  };
  return (
    <fieldset className="grid gap-1">
      <legend className="mb-1 font-semibold">{t('settings.language')}</legend>
      <div className="flex flex-wrap gap-4">
        {CHOICES.map(([value, label]) => (
          <label key={value} className={`flex min-h-11 cursor-pointer items-center gap-2${nameFont(value)}`} lang={value}>
            <input type="radio" className="radio radio-primary" name="member-language" value={value} checked={lng === value} onChange={() => pick(value)} />
            {t(label)}
          </label>
        ))}
      </div>
    </fieldset>
  );
}

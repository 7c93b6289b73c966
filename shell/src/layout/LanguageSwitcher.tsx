import { SUPPORTED_LANGUAGES, type Language } from 'shared-contracts/types/language';
import { useNamespace } from 'shared-contracts/i18n/namespace';
import { loadShellMessages } from '../i18n/load-shell-messages';
import { useLanguageChoice } from './language-choice';

/** Each language is named in itself, so a customer finds theirs whatever is shown now. */
const ENDONYMS: Record<Language, string> = { en: 'English', es: 'Español', lt: 'Lietuvių', ro: 'Română' };

export function LanguageSwitcher() {
  const choice = useLanguageChoice();
  const { t } = useNamespace('shell', loadShellMessages);
  return (
    <label className="language-switcher">
      <span className="visually-hidden">{t('layout.language')}</span>
      <select {...choice}>
        {SUPPORTED_LANGUAGES.map((code) => (
          <option key={code} value={code} lang={code}>
            {ENDONYMS[code]}
          </option>
        ))}
      </select>
    </label>
  );
}

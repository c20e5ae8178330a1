import { useId } from 'react';
import { useCommonT } from '../../lib/common-words';
import { chooseLanguage, currentLanguage, isLanguage, LANGUAGES, type Language } from '../../lib/i18n';

interface LanguageSwitcherProps {
  /** Also called with a choice: a signed-in writer's is saved as the account's (decision 187). */
  onChosen?: (language: Language) => void;
}

/** The footer's language choice, for visitors and writers alike; kept on this device. */
export function LanguageSwitcher({ onChosen }: LanguageSwitcherProps) {
  const { t } = useCommonT();
  const id = useId();
  return (
    <p className="footer__language">
      <label htmlFor={id}>{t('Language')}</label>{' '}
      <select
        id={id}
        value={currentLanguage()}
        onChange={(event) => {
          const language = event.target.value;
          if (!isLanguage(language)) return;
          void chooseLanguage(language);
          onChosen?.(language);
        }}
      >
        {LANGUAGES.map((language) => (
          <option key={language.code} value={language.code} lang={language.code}>
            {language.name}
          </option>
        ))}
      </select>
    </p>
  );
}

import { useId } from 'react';
import { useCommonT } from '../../lib/common-words';
import { chooseLanguage, currentLanguage, isLanguage, LANGUAGES } from '../../lib/i18n';

/** The footer's language choice, for visitors and writers alike; kept on this device. */
export function LanguageSwitcher() {
  const { t } = useCommonT();
  const id = useId();
  return (
    <p className="footer__language">
      <label htmlFor={id}>{t('Language')}</label>{' '}
      <select
        id={id}
        value={currentLanguage()}
        onChange={(event) => {
          if (isLanguage(event.target.value)) void chooseLanguage(event.target.value);
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

import { useId } from 'react';
import { useFeedback } from '../../../app/alerts/use-feedback';
import { useCommonT } from '../../../lib/common-words';
import { chooseLanguage, currentLanguage, isLanguage, LANGUAGES } from '../../../lib/i18n';
import { useGetAccountQuery, useSetLanguageMutation } from '../account-api';

/**
 * The account's language (issue 36, decision 187): the interface, the server's messages and the
 * mails. A choice saves at once and switches the interface; it wins over the browser's wherever the
 * writer signs in.
 */
export function LanguageForm() {
  const { t } = useCommonT();
  const { data: account } = useGetAccountQuery();
  const [setLanguage, { isLoading, originalArgs }] = useSetLanguageMutation();
  const feedback = useFeedback();
  const heading = useId();
  const shown = (isLoading ? originalArgs?.language : account?.language) ?? currentLanguage();
  return (
    <section className="card" aria-labelledby={heading}>
      <h2 id={heading}>{t('Language')}</h2>
      <select
        aria-labelledby={heading}
        value={shown}
        disabled={isLoading}
        onChange={(event) => {
          const language = event.target.value;
          if (!isLanguage(language)) return;
          void chooseLanguage(language);
          void feedback(setLanguage({ language }));
        }}
      >
        {LANGUAGES.map((language) => (
          <option key={language.code} value={language.code} lang={language.code}>
            {language.name}
          </option>
        ))}
      </select>
    </section>
  );
}

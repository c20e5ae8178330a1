import { useId } from 'react';
import { useFeedback } from '../../../app/alerts/use-feedback';
import { useCommonT } from '../../../lib/common-words';
import { browserLanguage, chooseLanguage, deviceLanguage, isLanguage, LANGUAGES } from '../../../lib/i18n';
import { useGetAccountQuery, useSetLanguageMutation } from '../account-api';
import { useAuthT } from '../words';

/** The choice that follows the browser: the account's language is null, and so is the device's. */
const BROWSER = '';

const nameOf = (code: string) => LANGUAGES.find((language) => language.code === code)?.name;

/**
 * The account's language (issue 36, decision 187): the interface, the server's messages and the
 * mails. A choice saves at once and switches the interface; it wins over the browser's wherever the
 * writer signs in. The browser's language is a choice too: the account's is cleared, and so is this
 * device's own, so the browser's applies here at once and wherever the writer signs in.
 */
export function LanguageForm() {
  const { t } = useCommonT();
  const { t: auth } = useAuthT();
  const { data: account } = useGetAccountQuery();
  const [setLanguage, { isLoading, originalArgs }] = useSetLanguageMutation();
  const feedback = useFeedback();
  const heading = useId();
  const chosen = isLoading && originalArgs ? originalArgs.language : account?.language;
  const shown = chosen ?? deviceLanguage() ?? BROWSER;
  return (
    <section className="card" aria-labelledby={heading}>
      <h2 id={heading}>{t('Language')}</h2>
      <select
        aria-labelledby={heading}
        value={shown}
        disabled={isLoading}
        onChange={(event) => {
          const value = event.target.value;
          const language = value === BROWSER ? null : isLanguage(value) ? value : undefined;
          if (language === undefined) return;
          void chooseLanguage(language);
          void feedback(setLanguage({ language }));
        }}
      >
        <option value={BROWSER}>
          {auth("Browser's language ({{language}})", { language: nameOf(browserLanguage()) })}
        </option>
        {LANGUAGES.map((language) => (
          <option key={language.code} value={language.code} lang={language.code}>
            {language.name}
          </option>
        ))}
      </select>
    </section>
  );
}

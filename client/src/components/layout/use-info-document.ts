import { useEffect, useState } from 'react';
import type { InfoDocument } from '../../content/info-page-types';
import { translatedInfo, type TranslatedPage } from '../../content/translated-info';
import { useUiT } from '../../lib/ui-words';
import { currentLanguage, type Language } from '../../lib/i18n';

/**
 * An information page's text in the language showing: its own module there (loaded when asked),
 * else the English. Null while a translation loads; `translated` says the English prevails.
 */
export function useInfoDocument(
  page: TranslatedPage,
  english: InfoDocument,
): { document: InfoDocument; translated: boolean } | null {
  useUiT(); // shows again when the language changes
  const language = currentLanguage();
  const load = translatedInfo(page, language);
  const [loaded, setLoaded] = useState<{ language: Language; page: TranslatedPage; document: InfoDocument } | null>(
    null,
  );
  useEffect(() => {
    if (!load) return;
    let live = true;
    void load().then((document) => {
      if (live) setLoaded({ language, page, document });
    });
    return () => {
      live = false;
    };
  }, [load, language, page]);
  if (!load) return { document: english, translated: false };
  return loaded?.language === language && loaded.page === page ? { document: loaded.document, translated: true } : null;
}

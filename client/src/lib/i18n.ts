/**
 * The interface's languages (docs/decisions/186-the-writers-language.md). i18next with react-i18next:
 * the keys are the English words themselves, so English needs nothing loaded and the spec's texts
 * stay word for word. Each part of the app has a namespace (`common`, `posts`, `board`…): its English
 * comes with its code (`namespace(ns, english)`), where plurals need it. Another language's words
 * are lazy chunks, one per namespace: `common` before the first render, a page's own with its code
 * (the route waits for `wordsLoaded()`), so no page shows English words while its own load.
 */
import { useSyncExternalStore } from 'react';
import i18next, { type ResourceKey, type TFunction } from 'i18next';
import resourcesToBackend from 'i18next-resources-to-backend';
import { initReactI18next } from 'react-i18next';

/** Every language of the interface, English first, each named in itself. */
export const LANGUAGES = [
  { code: 'en', name: 'English' },
  { code: 'de', name: 'Deutsch' },
  { code: 'es', name: 'Español' },
  { code: 'fr', name: 'Français' },
  { code: 'it', name: 'Italiano' },
  { code: 'nl', name: 'Nederlands' },
  { code: 'pl', name: 'Polski' },
  { code: 'pt-BR', name: 'Português (Brasil)' },
  { code: 'ru', name: 'Русский' },
] as const;
export type Language = (typeof LANGUAGES)[number]['code'];

/** Every namespace under `src/locales/<language>/` (the completeness test holds the folders to it). */
export const NAMESPACES = [
  'common', // the frame and the landing page (no English file: its keys are its English)
  'ui', // shared components, save statuses, length notes, information pages
  'errors', // the contract's and the server's messages
  'auth', // signing up and in, the mailed links, Settings
  'notifications', // the bell, the notifications page, the digest setting
  'profile', // writers' profiles, the profile forms, finished works
  'dashboard', // the dashboard's own words
  'posts', // Brainstorm
  'moderation', // the moderation queue, its log, the admin page
  'outline', // the act pages, the outline, stories, sharing
  'sheets', // the built-in sheets' and frameworks' texts
  'beat-sheets', // the beat sheets list, the shelf, publishing
  'characters', // the cast, characters and their notes
  'board', // scenes, plotlines, the board, the timeline, story checks
  'codex', // the codex, relationships and the map
  'together', // a story's members, their roles and invitations
  'note-suggestions', // the character-note suggestions (content/note-suggestions.ts), with Add a Note
] as const;
export type Namespace = (typeof NAMESPACES)[number];

const STORED = 'three-act-language';

export const isLanguage = (code: unknown): code is Language => LANGUAGES.some((language) => language.code === code);

/** The closest interface language to a browser's or account's tag ("de-AT" → "de", "pt" → "pt-BR"). */
export function matchLanguage(tag: string | undefined | null): Language | undefined {
  if (!tag) return undefined;
  if (isLanguage(tag)) return tag;
  const base = tag.toLowerCase().split('-')[0];
  return LANGUAGES.find((language) => language.code.toLowerCase().split('-')[0] === base)?.code;
}

/** The language chosen on this device (the footer's, or the account's kept here), if any. */
export const deviceLanguage = (): Language | undefined => {
  try {
    return matchLanguage(localStorage.getItem(STORED));
  } catch {
    return undefined;
  }
};

/** The browser's language among the interface's (`navigator.languages`), else English. */
export function browserLanguage(): Language {
  const browser = typeof navigator === 'undefined' ? [] : (navigator.languages ?? [navigator.language]);
  for (const tag of browser) {
    const match = matchLanguage(tag);
    if (match) return match;
  }
  return 'en';
}

/** The language to start in: the one chosen on this device (or the account's, kept here), else the browser's, else English. */
export const startingLanguage = (): Language => deviceLanguage() ?? browserLanguage();

void i18next
  .use(initReactI18next)
  .use(
    resourcesToBackend((language: string, ns: string) =>
      // English is the keys themselves, plus what a namespace bundles with its code. Each language's
      // list of its files is a chunk of its own: the list of all nine languages' files cost the
      // landing page 2 kB gzip.
      language === 'en'
        ? Promise.resolve({})
        : import(`../locales/${language}/load.ts`).then(({ load }: { load: (ns: string) => Promise<unknown> }) =>
            load(ns),
          ),
    ),
  )
  .init({
    lng: 'en',
    fallbackLng: 'en',
    supportedLngs: LANGUAGES.map((language) => language.code),
    // More join as their code loads (`namespace()`); a language chosen later loads every one here.
    ns: ['common'],
    defaultNS: 'common',
    // Natural keys: "Log in." and "Act I: Setup" are keys, not paths.
    keySeparator: false,
    nsSeparator: false,
    partialBundledLanguages: true,
    initAsync: false,
    returnNull: false,
    // React escapes what it renders.
    interpolation: { escapeValue: false },
    react: { useSuspense: false },
  });

const showLanguage = (language: string) => {
  if (typeof document !== 'undefined') document.documentElement.lang = language;
};
i18next.on('languageChanged', showLanguage);

/**
 * Switches the interface to `language` once the words of every part loaded so far are here (so
 * nothing shows half translated), and keeps the choice on this device; `null` forgets the device's
 * choice and follows the browser's language.
 */
export async function chooseLanguage(choice: Language | null, { keep = true } = {}) {
  if (keep) {
    try {
      if (choice) localStorage.setItem(STORED, choice);
      else localStorage.removeItem(STORED);
    } catch {
      // Private mode: the choice lasts this visit.
    }
  }
  const language = choice ?? browserLanguage();
  await i18next.loadLanguages(language);
  await i18next.changeLanguage(language);
}

/** Before the first render: the starting language's words (nothing to wait for in English). */
export function startLanguage(): Promise<void> {
  const language = startingLanguage();
  showLanguage(language);
  return language === 'en' ? Promise.resolve() : chooseLanguage(language, { keep: false });
}

/** The language the interface shows now. */
export const currentLanguage = (): Language => matchLanguage(i18next.language) ?? 'en';

const loading = new Set<Promise<unknown>>();

/*
 * What a part's words hook reads (`namespace()`): one `t` per part, kept until the language changes or
 * another language's words arrive, which re-render every part that reads words. react-i18next's own
 * `useTranslation` did the same with a subscription, options and checks of its own in each of the
 * hundreds of parts a page renders: ~0.1 s of an act page's first render at 4× CPU
 * (docs/decisions/197-counted-after-the-first-paint.md).
 */
let revision = 0;
const readers = new Set<() => void>();
const fixedTs = new Map<string, TFunction>();
const wordsChanged = () => {
  revision += 1;
  fixedTs.clear();
  for (const reader of readers) reader();
};
i18next.on('languageChanged', wordsChanged);
// English comes with each part's code, before anything reads it; another language's words come later.
i18next.on('loaded', (loaded: Record<string, unknown>) => {
  if (Object.keys(loaded).some((language) => language !== 'en')) wordsChanged();
});
const readWords = (reader: () => void) => {
  readers.add(reader);
  return () => void readers.delete(reader);
};
const wordsRevision = () => revision;

function useWords(ns: Namespace) {
  useSyncExternalStore(readWords, wordsRevision);
  let t = fixedTs.get(ns);
  if (!t) {
    t = i18next.getFixedT(null, ns);
    fixedTs.set(ns, t);
  }
  return { t, i18n: i18next };
}

/**
 * A part of the app's words, registered when its code loads: `english` is its `en` file (the keys,
 * and what they alone cannot say: plural forms such as `"{{count}} reports_one": "{{count}}
 * report"`). In another language its words start loading at once. Returns its `useTranslation`.
 */
export function namespace(ns: Namespace, english: ResourceKey = {}) {
  i18next.addResourceBundle('en', ns, english, true, false);
  // Also makes it one of the namespaces a language chosen later loads (English loads nothing).
  const words = i18next.loadNamespaces(ns).finally(() => loading.delete(words));
  loading.add(words);
  return () => useWords(ns);
}

/** Resolves when the words of every part whose code has loaded are here (a route waits for it). */
export const wordsLoaded = () => Promise.all([...loading]).then(() => undefined);

export { i18next };

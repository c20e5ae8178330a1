import type { Language } from '../lib/i18n';
import type { InfoDocument } from './info-page-types';

/** The information pages that have their own text in every other language. */
export type TranslatedPage = 'about' | 'guidelines' | 'privacy' | 'terms';

type Loader = () => Promise<InfoDocument>;

/**
 * Long texts are not keys (docs/decisions/186-the-writers-language.md): each language has its own
 * text module, a lazy chunk of its own, loaded only when that page shows in that language.
 */
const LOADERS: Record<TranslatedPage, Partial<Record<Language, Loader>>> = {
  about: {
    de: () => import('./de/about').then((m) => m.about),
    es: () => import('./es/about').then((m) => m.about),
    fr: () => import('./fr/about').then((m) => m.about),
    it: () => import('./it/about').then((m) => m.about),
    nl: () => import('./nl/about').then((m) => m.about),
    pl: () => import('./pl/about').then((m) => m.about),
    'pt-BR': () => import('./pt-BR/about').then((m) => m.about),
    ru: () => import('./ru/about').then((m) => m.about),
  },
  guidelines: {
    de: () => import('./de/guidelines').then((m) => m.guidelines),
    es: () => import('./es/guidelines').then((m) => m.guidelines),
    fr: () => import('./fr/guidelines').then((m) => m.guidelines),
    it: () => import('./it/guidelines').then((m) => m.guidelines),
    nl: () => import('./nl/guidelines').then((m) => m.guidelines),
    pl: () => import('./pl/guidelines').then((m) => m.guidelines),
    'pt-BR': () => import('./pt-BR/guidelines').then((m) => m.guidelines),
    ru: () => import('./ru/guidelines').then((m) => m.guidelines),
  },
  privacy: {
    de: () => import('./de/privacy').then((m) => m.privacyPolicy),
    es: () => import('./es/privacy').then((m) => m.privacyPolicy),
    fr: () => import('./fr/privacy').then((m) => m.privacyPolicy),
    it: () => import('./it/privacy').then((m) => m.privacyPolicy),
    nl: () => import('./nl/privacy').then((m) => m.privacyPolicy),
    pl: () => import('./pl/privacy').then((m) => m.privacyPolicy),
    'pt-BR': () => import('./pt-BR/privacy').then((m) => m.privacyPolicy),
    ru: () => import('./ru/privacy').then((m) => m.privacyPolicy),
  },
  terms: {
    de: () => import('./de/terms').then((m) => m.termsOfService),
    es: () => import('./es/terms').then((m) => m.termsOfService),
    fr: () => import('./fr/terms').then((m) => m.termsOfService),
    it: () => import('./it/terms').then((m) => m.termsOfService),
    nl: () => import('./nl/terms').then((m) => m.termsOfService),
    pl: () => import('./pl/terms').then((m) => m.termsOfService),
    'pt-BR': () => import('./pt-BR/terms').then((m) => m.termsOfService),
    ru: () => import('./ru/terms').then((m) => m.termsOfService),
  },
};

/** The page's text in `language`, or undefined where it has none (English, or a page not translated). */
export const translatedInfo = (page: TranslatedPage, language: Language): Loader | undefined =>
  language === 'en' ? undefined : LOADERS[page][language];

import { BEAT_KEYS, PROGRESS_DENOMINATOR as OUTLINE_FIELD_COUNT } from '@three-act/contract/beats';
import { ACTS, QUESTION_TRUNCATE_AT } from '@three-act/contract/guided-questions';
import { LANGUAGES } from '../lib/i18n';
import { about } from './about';
import { guidelines } from './guidelines';
import type { InfoDocument } from './info-page-types';
import { privacyPolicy, termsOfService } from './legal';
import { NOTE_SUGGESTIONS, NOTE_SUGGESTION_TITLES, randomNoteSuggestion } from './note-suggestions';
import { translatedInfo, type TranslatedPage } from './translated-info';
import noteSuggestionWords from '../locales/en/note-suggestions.json';

describe('guided questions', () => {
  it('has 8, 16 and 8 questions for the 32 beats act1a01..act3a08, plus the title: 33 fields', () => {
    expect(ACTS.map((act) => act.questions.length)).toEqual([8, 16, 8]);
    expect(BEAT_KEYS[0]).toBe('act1a01');
    expect(BEAT_KEYS[8]).toBe('act2a01');
    expect(BEAT_KEYS[23]).toBe('act2a16');
    expect(BEAT_KEYS[31]).toBe('act3a08');
    expect(new Set(BEAT_KEYS).size).toBe(32);
    expect(OUTLINE_FIELD_COUNT).toBe(33);
    // One guided question per beat of the contract, in its order.
    expect(ACTS.flatMap((act) => act.questions.map((question) => question.key))).toEqual(BEAT_KEYS);
  });

  it('names every beat and asks one real question (no placeholders)', () => {
    for (const act of ACTS) {
      for (const question of act.questions) {
        expect(question.beat.length).toBeGreaterThan(2);
        expect(question.question).toMatch(/\?$/);
        expect(question.question.length).toBeGreaterThan(60);
        expect(question.question).not.toMatch(/lorem|placeholder|todo/i);
      }
    }
    const beats = ACTS.flatMap((act) => act.questions.map((question) => question.beat));
    for (const beat of [
      'Inciting incident',
      'Midpoint',
      'All is lost',
      'Dark night of the soul',
      'Climax',
      'Final image',
    ]) {
      expect(beats).toContain(beat);
    }
  });

  it('has questions long enough for the caret to matter, and Act I question 8 cut at 100', () => {
    const long = ACTS.flatMap((act) => act.questions).filter((q) => q.question.length > QUESTION_TRUNCATE_AT);
    expect(long.length).toBeGreaterThanOrEqual(5);
    const act1q8 = ACTS[0]!.questions[7]!;
    expect(act1q8.truncateAt).toBe(100);
    expect(act1q8.question.length).toBeGreaterThan(100);
  });
});

describe('note suggestions', () => {
  it('holds 69 entries over exactly the nine titles, each with text', () => {
    expect(NOTE_SUGGESTIONS).toHaveLength(69);
    expect(new Set(NOTE_SUGGESTIONS.map((entry) => entry.title))).toEqual(new Set(NOTE_SUGGESTION_TITLES));
    expect(NOTE_SUGGESTION_TITLES).toEqual([
      'Age',
      'Birthplace',
      'Gender',
      'Height',
      'Favorite Color',
      'Hair Color',
      'Occupation',
      'Education',
      'Flaw',
    ]);
    for (const entry of NOTE_SUGGESTIONS) expect(entry.text.length).toBeGreaterThan(10);
    expect(new Set(NOTE_SUGGESTIONS.map((entry) => entry.text)).size).toBe(69);
  });

  it('picks any entry, first to last', () => {
    expect(randomNoteSuggestion(() => 0)).toBe(NOTE_SUGGESTIONS[0]);
    expect(randomNoteSuggestion(() => 0.9999999)).toBe(NOTE_SUGGESTIONS[68]);
  });
});

describe('note suggestions in every language', () => {
  it('has every title and text as a key of the note-suggestions namespace (issue 36)', () => {
    const texts = [...NOTE_SUGGESTION_TITLES, ...NOTE_SUGGESTIONS.map((suggestion) => suggestion.text)];
    expect(texts.filter((text) => !(text in noteSuggestionWords))).toEqual([]);
    expect(Object.keys(noteSuggestionWords)).toHaveLength(texts.length);
  });
});

describe('the information pages in every other language', () => {
  const english = { about, guidelines, privacy: privacyPolicy, terms: termsOfService };
  /** Sections, their paragraphs and list items, and where the contact address goes: a translation leaves none out. */
  const shape = (document: InfoDocument) =>
    document.sections.map((section) => ({
      paragraphs: section.paragraphs?.length ?? 0,
      items: section.items?.map((item) => Boolean(item.term)) ?? [],
      ordered: section.ordered ?? false,
      after: section.after?.length ?? 0,
      emails: JSON.stringify(section).split('{email}').length - 1,
    }));
  const pages = Object.keys(english) as TranslatedPage[];
  const cases = LANGUAGES.filter(({ code }) => code !== 'en').flatMap(({ code }) =>
    pages.map((page) => [code, page] as const),
  );

  it.each(cases)('%s %s: its own text, shaped as the English, with unique headings', async (language, page) => {
    const load = translatedInfo(page, language);
    expect(load).toBeDefined();
    const document = await load!();
    expect(shape(document)).toEqual(shape(english[page]));
    expect(document.title).not.toBe(english[page].title);
    expect(new Set(document.sections.map((section) => section.heading)).size).toBe(document.sections.length);
  });

  it('has no translation to load in English (the English text is the page)', () => {
    for (const page of pages) expect(translatedInfo(page, 'en')).toBeUndefined();
  });
});

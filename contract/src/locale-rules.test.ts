import { describe, expect, it } from '@jest/globals';
import { englishProblems, expectedKeys, translationProblems } from './locale-rules';

const english = {
  'Save the story': 'Save the story',
  'Welcome, {{name}}': 'Welcome, {{name}}',
  '{{count}} scenes_one': '{{count}} scene',
  '{{count}} scenes_other': '{{count}} scenes',
};

describe('what a translation must hold (decisions 186 and 187)', () => {
  it("English: a key is its own text; plural forms are English's two", () => {
    expect(englishProblems(english)).toEqual([]);
    expect(englishProblems({ Save: 'Keep' })).toEqual(['"Save" reads "Keep", not its own key']);
  });

  it('asks each language for its own plural categories (Polish and Russian: one, few, many, other)', () => {
    expect(expectedKeys(english, 'pl')).toEqual([
      'Save the story',
      'Welcome, {{name}}',
      '{{count}} scenes_few',
      '{{count}} scenes_many',
      '{{count}} scenes_one',
      '{{count}} scenes_other',
    ]);
    expect(expectedKeys(english, 'de')).toContain('{{count}} scenes_one');
    expect(expectedKeys(english, 'de')).not.toContain('{{count}} scenes_few');
  });

  it('names what is missing, extra, empty, or has other placeholders', () => {
    const german = {
      'Save the story': 'Geschichte speichern',
      'Welcome, {{name}}': 'Willkommen, {{nom}}',
      '{{count}} scenes_one': ' ',
      Extra: 'Zusätzlich',
    };
    expect(translationProblems(english, german, 'de')).toEqual([
      'missing "{{count}} scenes_other"',
      'not an English word: "Extra"',
      '"Welcome, {{name}}" has placeholders [nom], English [name]',
      '"{{count}} scenes_one" is empty',
    ]);
  });
});

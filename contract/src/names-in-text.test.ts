import { describe, expect, it } from '@jest/globals';
import { nameMatcher } from './names-in-text';

const named = (names: string[][], text: string, matchCase = true) =>
  [...nameMatcher(names.map((list) => ({ names: list, matchCase }))).named(text)].sort();

describe('names written in a text (decisions 175 and 177)', () => {
  it('finds a name as a whole word, as written or in capitals, across spaces and line breaks', () => {
    const matcher = nameMatcher([
      { names: ['Mara'], matchCase: true },
      { names: ['Will'], matchCase: true },
      { names: ['Anna Marie'], matchCase: true },
    ]);
    expect([...matcher.named("Mara's lamp goes out.")]).toEqual([0]);
    expect([...matcher.named('She will not row out.')]).toEqual([]);
    expect([...matcher.named('WILL shouts from the quay.')]).toEqual([1]);
    expect([...matcher.named('Anna\nMarie  keeps the log.')]).toEqual([2]);
    expect([...matcher.named('Maran and Tamara are other people; so is mara.')]).toEqual([]);
    expect([...matcher.named('')]).toEqual([]);
    expect([...matcher.named(null)]).toEqual([]);
  });

  it('says where each name stands, reading the longer of two that start alike', () => {
    const matcher = nameMatcher([
      { names: ['Anna'], matchCase: true },
      { names: ['Anna Marie'], matchCase: true },
      { names: ['Anna'], matchCase: true },
    ]);
    expect(matcher.find('Anna Marie sails; Anna waits.')).toEqual([
      { start: 0, end: 10, namings: [1] },
      { start: 18, end: 22, namings: [0, 2] },
    ]);
  });

  it('reads aliases, and an entry that does not match case in any case', () => {
    expect(named([['Harrow Keep', 'the Keep']], 'They ride for the Keep at dawn.')).toEqual([0]);
    expect(named([['Harrow Keep', 'the Keep']], 'They ride for THE KEEP at dawn.')).toEqual([0]);
    expect(named([['Harrow Keep', 'the Keep']], 'They ride for the keep at dawn.')).toEqual([]);
    expect(named([['Harrow Keep', 'the Keep']], 'They ride for the keep at dawn.', false)).toEqual([0]);
    expect(named([['the Order']], 'the ordering of things', false)).toEqual([]);
  });

  it('takes names with signs in them literally', () => {
    const matcher = nameMatcher([
      { names: ['Dr. K (the elder)'], matchCase: true },
      { names: ['O’Neil'], matchCase: true },
    ]);
    expect([...matcher.named('Dr. K (the elder) smiles.')]).toEqual([0]);
    expect([...matcher.named('Dr. KX')]).toEqual([]);
    expect([...matcher.named('O’Neil.')]).toEqual([1]);
    expect([...matcher.named('O’Neill.')]).toEqual([]);
  });

  it('reads a name in a script other than Latin, and never inside a longer word', () => {
    expect(named([['Мара']], 'Мара поднимается на маяк.')).toEqual([0]);
    expect(named([['Мара']], 'Тамара и Марат.')).toEqual([]);
    expect(named([['Zoë']], 'Zoë sings.')).toEqual([0]);
  });
});

import { describe, expect, it } from '@jest/globals';
import { BEAT_KEYS } from './beats';
import { BUILT_IN_SHEETS, builtInBeat, builtInSheet, THREE_ACT_SHEET, type BuiltInSheet } from './built-in-sheets';
import { frameworkBySlug, FRAMEWORK_SLUGS } from './frameworks';
import {
  ACTS_MAX,
  BEAT_HINT_MAX,
  BEAT_NAME_MAX,
  BEAT_QUESTION_MAX,
  SHEET_DESCRIPTION_MAX,
  SHEET_NAME_MAX,
} from './limits';

const beatsOf = (sheet: BuiltInSheet) => sheet.acts.flatMap((act) => act.beats);
const allBeats = BUILT_IN_SHEETS.flatMap(beatsOf);
const otherSheets = BUILT_IN_SHEETS.filter((sheet) => sheet !== THREE_ACT_SHEET);

/** Non-empty, no space at either end, one line, within `max` characters. */
function expectText(text: string | undefined, max: number) {
  expect(typeof text).toBe('string');
  expect(text!.trim()).toBe(text);
  expect(text!.length).toBeGreaterThan(0);
  expect(text!.length).toBeLessThanOrEqual(max);
  expect(text).not.toMatch(/[\r\n\u2028\u2029]/);
}

describe('built-in sheets', () => {
  it('are the eight structures, Three Act first, each with its number of beats', () => {
    expect(BUILT_IN_SHEETS.map((sheet) => [sheet.id, beatsOf(sheet).length])).toEqual([
      ['three-act', 32],
      ['save-the-cat', 15],
      ['heros-journey', 12],
      ['story-circle', 8],
      ['seven-point', 7],
      ['freytag', 5],
      ['kishotenketsu', 4],
      ['romance', 16],
    ]);
  });

  it('finds a sheet by its id and a beat by its key', () => {
    expect(builtInSheet('save-the-cat')?.name).toBe('Save the Cat');
    expect(builtInSheet('three-act')).toBe(THREE_ACT_SHEET);
    expect(builtInSheet('no-such-sheet')).toBeUndefined();
    expect(builtInBeat('save-the-cat/catalyst')?.name).toBe('Catalyst');
    expect(builtInBeat('kishotenketsu/ten')?.name).toBe('Twist');
    expect(builtInBeat('act2a08')?.name).toBe('Midpoint');
    expect(builtInBeat('save-the-cat/no-such-beat')).toBeUndefined();
    for (const beat of allBeats) expect(builtInBeat(beat.key)).toBe(beat);
  });

  it('keys every beat once across all sheets: the spec’s fields for Three Act, `<sheet id>/<beat slug>` for the others', () => {
    expect(new Set(allBeats.map((beat) => beat.key)).size).toBe(allBeats.length);
    expect(beatsOf(THREE_ACT_SHEET).map((beat) => beat.key)).toEqual([...BEAT_KEYS]);
    for (const sheet of otherSheets) {
      expect(sheet.id).toMatch(/^[a-z0-9]+(-[a-z0-9]+)*$/);
      for (const beat of beatsOf(sheet)) expect(beat.key).toMatch(new RegExp(`^${sheet.id}/[a-z0-9]+(-[a-z0-9]+)*$`));
    }
  });

  it.each(BUILT_IN_SHEETS.map((sheet) => [sheet.id, sheet] as const))(
    '%s: every text is one trimmed line within its limit, the description two or three sentences',
    (_id, sheet) => {
      expectText(sheet.name, SHEET_NAME_MAX);
      expectText(sheet.description, SHEET_DESCRIPTION_MAX);
      const sentences = sheet.description.split(/(?<=[.!?])\s+/).length;
      expect(sentences).toBeGreaterThanOrEqual(2);
      expect(sentences).toBeLessThanOrEqual(3);
      for (const beat of beatsOf(sheet)) {
        expectText(beat.name, BEAT_NAME_MAX);
        expectText(beat.question, BEAT_QUESTION_MAX);
        expect(beat.question).toMatch(/\?$/);
        if (beat.hint !== undefined) expectText(beat.hint, BEAT_HINT_MAX);
      }
    },
  );

  it.each(BUILT_IN_SHEETS.map((sheet) => [sheet.id, sheet] as const))(
    '%s: 1 to ACTS_MAX acts, each named and holding beats',
    (_id, sheet) => {
      expect(sheet.acts.length).toBeGreaterThanOrEqual(1);
      expect(sheet.acts.length).toBeLessThanOrEqual(ACTS_MAX);
      for (const act of sheet.acts) {
        expectText(act.name, SHEET_NAME_MAX);
        expect(act.beats.length).toBeGreaterThan(0);
      }
    },
  );

  it('asks no question twice, within a sheet or across sheets', () => {
    const questions = allBeats.map((beat) => beat.question.toLowerCase());
    expect(new Set(questions).size).toBe(questions.length);
  });
});

describe('the sheets’ Three Act mappings', () => {
  it('leaves Three Act without one: its beats are the spec’s fields themselves', () => {
    for (const beat of beatsOf(THREE_ACT_SHEET)) expect(beat.threeAct).toBeUndefined();
  });

  it.each(otherSheets.map((sheet) => sheet.id))(
    '%s maps each of the 32 beats exactly once, so a switch of sheet loses no answer',
    (id) => {
      const beats = beatsOf(builtInSheet(id)!);
      for (const beat of beats) expect(beat.threeAct?.length).toBeGreaterThan(0);
      const mapped = beats.flatMap((beat) => beat.threeAct ?? []);
      expect([...mapped].sort()).toEqual([...BEAT_KEYS].sort());
    },
  );

  it.each(FRAMEWORK_SLUGS)('%s is the framework view of the same name, beat for beat', (slug) => {
    const framework = frameworkBySlug(slug)!;
    const sheet = builtInSheet(slug)!;
    expect(sheet.name).toBe(framework.name);
    expect(beatsOf(sheet).map((beat) => [beat.name, beat.threeAct])).toEqual(
      framework.beats.map((beat) => [beat.name, beat.beats]),
    );
  });

  it.each(['freytag', 'kishotenketsu', 'romance'])('%s takes the 32 beats in outline order', (id) => {
    expect(beatsOf(builtInSheet(id)!).flatMap((beat) => beat.threeAct ?? [])).toEqual([...BEAT_KEYS]);
  });

  it('covers every sheet but Three Act with one of the two checks above', () => {
    expect(otherSheets.map((sheet) => sheet.id).sort()).toEqual(
      [...FRAMEWORK_SLUGS, 'freytag', 'kishotenketsu', 'romance'].sort(),
    );
  });
});

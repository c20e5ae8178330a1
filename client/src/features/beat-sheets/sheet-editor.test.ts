import { ACTS_MAX, BEATS_PER_STORY_MAX } from '@three-act/contract/limits';
import {
  actAdded,
  actMoved,
  actRemoved,
  adoptSaved,
  beatAdded,
  beatChanged,
  beatMoved,
  beatRemoved,
  beatStep,
  bodyOf,
  canMoveAct,
  checkDraft,
  draftOf,
  placeErrors,
  placeOfBeat,
  sameSheet,
  sheetEditorReducer as reduce,
  type SheetDraft,
} from './sheet-editor';

/** A draft of acts holding these beat names: sheet([['a', 'b'], ['c']]). */
function sheet(acts: string[][]): SheetDraft {
  return draftOf({
    name: 'Mine',
    description: '',
    acts: acts.map((beats, a) => ({ name: `Act ${a + 1}`, beats: beats.map((name) => ({ name, question: '' })) })),
  });
}

const names = (draft: SheetDraft) => draft.acts.map((act) => act.beats.map((beat) => beat.name));
const beatId = (draft: SheetDraft, name: string) =>
  draft.acts.flatMap((act) => act.beats).find((beat) => beat.name === name)?.id ?? 'missing';

describe('the beat sheet editor', () => {
  it('moves a beat up and down within its act, and across acts at an act’s edge, empty acts included', () => {
    let draft = sheet([['a', 'b'], [], ['c']]);
    const step = (name: string, by: -1 | 1) => {
      const to = beatStep(draft, beatId(draft, name), by);
      if (!to) return false;
      draft = reduce(draft, beatMoved({ beatId: beatId(draft, name), ...to }));
      return true;
    };

    expect(step('b', -1)).toBe(true);
    expect(names(draft)).toEqual([['b', 'a'], [], ['c']]);
    expect(step('a', 1)).toBe(true);
    expect(names(draft)).toEqual([['b'], ['a'], ['c']]);
    expect(step('a', 1)).toBe(true);
    expect(names(draft)).toEqual([['b'], [], ['a', 'c']]);
    expect(step('c', 1)).toBe(false);
    expect(step('b', -1)).toBe(false);
    expect(step('c', -1)).toBe(true);
    expect(names(draft)).toEqual([['b'], [], ['c', 'a']]);
    expect(step('c', -1)).toBe(true);
    expect(names(draft)).toEqual([['b'], ['c'], ['a']]);
    expect(placeOfBeat(draft, beatId(draft, 'a'))).toEqual({ act: 2, index: 0, number: 3 });
  });

  it('drops a beat at a place in any act (what a drag ends with)', () => {
    let draft = sheet([['a', 'b', 'c'], ['d']]);
    draft = reduce(draft, beatMoved({ beatId: beatId(draft, 'a'), act: 0, index: 2 }));
    expect(names(draft)).toEqual([['b', 'c', 'a'], ['d']]);
    draft = reduce(draft, beatMoved({ beatId: beatId(draft, 'c'), act: 1, index: 1 }));
    expect(names(draft)).toEqual([
      ['b', 'a'],
      ['d', 'c'],
    ]);
    // A place past the end is the end.
    draft = reduce(draft, beatMoved({ beatId: beatId(draft, 'b'), act: 1, index: 99 }));
    expect(names(draft)).toEqual([['a'], ['d', 'c', 'b']]);
    // An act that is not there changes nothing.
    expect(reduce(draft, beatMoved({ beatId: beatId(draft, 'a'), act: 5, index: 0 }))).toBe(draft);
  });

  it('reorders acts with their beats', () => {
    let draft = sheet([['a'], ['b'], ['c']]);
    const [first, , third] = draft.acts.map((act) => act.id) as [string, string, string];
    expect(canMoveAct(draft, first, -1)).toBe(false);
    expect(canMoveAct(draft, third, 1)).toBe(false);
    draft = reduce(draft, actMoved({ actId: first, to: 1 }));
    expect(names(draft)).toEqual([['b'], ['a'], ['c']]);
    draft = reduce(draft, actMoved({ actId: third, to: 0 }));
    expect(names(draft)).toEqual([['c'], ['b'], ['a']]);
    expect(draft.acts.map((act) => act.name)).toEqual(['Act 3', 'Act 2', 'Act 1']);
  });

  it('adds acts up to 7, named for their place and empty', () => {
    let draft = sheet([['a']]);
    for (let i = 0; i < ACTS_MAX + 2; i += 1) draft = reduce(draft, actAdded());
    expect(draft.acts).toHaveLength(ACTS_MAX);
    expect(draft.acts[1]).toMatchObject({ name: 'Act 2', beats: [] });
    expect(new Set(draft.acts.map((act) => act.id)).size).toBe(ACTS_MAX);
  });

  it('adds beats at the end of an act, up to 100 in the whole sheet', () => {
    let draft = sheet([['a'], []]);
    const [first, second] = draft.acts.map((act) => act.id) as [string, string];
    draft = reduce(draft, beatAdded(second));
    expect(names(draft)).toEqual([['a'], ['Beat 2']]);
    for (let i = 0; i < BEATS_PER_STORY_MAX + 5; i += 1) draft = reduce(draft, beatAdded(first));
    expect(draft.acts.reduce((sum, act) => sum + act.beats.length, 0)).toBe(BEATS_PER_STORY_MAX);
    expect(draft.acts[1]?.beats).toHaveLength(1);
  });

  it('deletes acts and beats but never the last act nor the last beat', () => {
    let draft = sheet([['a'], ['b', 'c']]);
    const [first, second] = draft.acts.map((act) => act.id) as [string, string];
    draft = reduce(draft, actRemoved(first));
    expect(names(draft)).toEqual([['b', 'c']]);
    // The only act stays.
    expect(reduce(draft, actRemoved(second))).toBe(draft);
    draft = reduce(draft, beatRemoved(beatId(draft, 'b')));
    expect(names(draft)).toEqual([['c']]);
    expect(reduce(draft, beatRemoved(beatId(draft, 'c')))).toBe(draft);

    // An act holding every beat left stays too: the sheet needs one.
    let other = sheet([['a'], []]);
    other = reduce(other, actRemoved(other.acts[0]?.id ?? ''));
    expect(names(other)).toEqual([['a'], []]);
    other = reduce(other, actRemoved(other.acts[1]?.id ?? ''));
    expect(names(other)).toEqual([['a']]);
  });

  it('sends the whole sheet, a blank hint as none, and knows when nothing changed', () => {
    let draft = sheet([['a']]);
    const saved = draft;
    const id = beatId(draft, 'a');
    draft = reduce(draft, beatChanged({ beatId: id, field: 'hint', value: '   ' }));
    expect(bodyOf(draft)).toEqual({
      name: 'Mine',
      description: '',
      acts: [{ name: 'Act 1', beats: [{ name: 'a', question: '' }] }],
    });
    expect(sameSheet(draft, saved)).toBe(true);
    draft = reduce(draft, beatChanged({ beatId: id, field: 'question', value: 'Why?' }));
    expect(sameSheet(draft, saved)).toBe(false);
  });

  it('takes the saved sheet back without new ids when its shape is the same', () => {
    const draft = sheet([['a ', 'b']]);
    const adopted = adoptSaved(draft, {
      _id: 's1',
      builtIn: false,
      name: 'Mine',
      description: '',
      acts: [
        {
          name: 'Act 1',
          beats: [
            { name: 'a', question: '' },
            { name: 'b', question: '', hint: 'h' },
          ],
        },
      ],
    });
    expect(adopted.acts[0]?.beats.map((beat) => beat.id)).toEqual(draft.acts[0]?.beats.map((beat) => beat.id));
    expect(adopted.acts[0]?.beats.map((beat) => [beat.name, beat.hint])).toEqual([
      ['a', ''],
      ['b', 'h'],
    ]);
  });

  it('puts a 400’s errors on the fields it names, read against the draft that was sent', () => {
    const sent = sheet([['a'], ['b', 'c']]);
    const [first, second] = sent.acts.map((act) => act.id) as [string, string];
    const placed = placeErrors(
      [
        { msg: 'Name is required', path: 'name' },
        { msg: 'Act name is required', path: 'acts[1].name' },
        { msg: 'Question must be at most 1000 characters', path: 'acts[1].beats[1].question' },
        { msg: 'Each beat must be an object with a name', path: 'acts[0].beats[0]' },
        { msg: 'A beat sheet has at most 100 beats', path: 'acts[0].beats' },
        { msg: 'A beat sheet needs at least one beat', path: 'acts' },
        { msg: 'Beat sheet not found' },
        { msg: 'Somewhere else', path: 'acts[9].name' },
      ],
      sent,
    );
    expect(placed.fields).toEqual({
      name: 'Name is required',
      [`act:${second}:name`]: 'Act name is required',
      [`beat:${beatId(sent, 'c')}:question`]: 'Question must be at most 1000 characters',
      [`beat:${beatId(sent, 'a')}`]: 'Each beat must be an object with a name',
      [`act:${first}:beats`]: 'A beat sheet has at most 100 beats',
      acts: 'A beat sheet needs at least one beat',
    });
    expect(placed.others).toEqual([{ msg: 'Beat sheet not found' }, { msg: 'Somewhere else', path: 'acts[9].name' }]);
  });

  it('checks a draft with the contract before sending it, with the server’s paths and messages', () => {
    let draft = sheet([['a'], ['b']]);
    expect(checkDraft(draft)).toEqual([]);
    draft = reduce(draft, beatChanged({ beatId: beatId(draft, 'b'), field: 'name', value: '  ' }));
    draft = reduce(draft, beatChanged({ beatId: beatId(draft, 'a'), field: 'question', value: 'x'.repeat(1001) }));
    expect(checkDraft(draft)).toEqual([
      { msg: 'Question must be at most 1000 characters', path: 'acts[0].beats[0].question' },
      { msg: 'Beat name is required', path: 'acts[1].beats[0].name' },
    ]);
  });
});

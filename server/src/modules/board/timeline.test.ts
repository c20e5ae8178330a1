import type { Board, Scene, SceneWhen } from '@three-act/contract/board';
import { timelineOf } from './timeline';

/** A board whose scenes are read in the order given, each at a day (or untimed with null). */
function boardOf(times: (SceneWhen | null)[]): Board {
  const scenes: Scene[] = times.map((when, index) => ({
    _id: `s${index}`,
    beat: null,
    position: index,
    title: `Scene ${index}`,
    summary: null,
    status: 'idea',
    plotlines: [],
    pov: null,
    characters: [],
    place: null,
    wordTarget: null,
    when,
    notes: null,
    version: 1,
  }));
  return { _id: 'story', title: null, version: 1, acts: [], beats: [], plotlines: [], scenes, characters: [] };
}
const day = (n: number): SceneWhen => ({ start: { day: n } });
const shifts = (times: (SceneWhen | null)[]) =>
  Object.fromEntries(timelineOf(boardOf(times)).scenes.map((scene) => [scene._id, scene.shift]));

describe('the timeline', () => {
  it('lists scenes told in order with no shift, and the untimed apart in reading order', () => {
    const timeline = timelineOf(boardOf([day(1), null, day(2), day(2), null, day(5)]));
    expect(timeline.scenes.map((scene) => [scene._id, scene.readingIndex, scene.shift])).toEqual([
      ['s0', 0, null],
      ['s2', 2, null],
      ['s3', 3, null],
      ['s5', 5, null],
    ]);
    expect(timeline.untimed).toEqual([
      { _id: 's1', title: 'Scene 1', readingIndex: 1 },
      { _id: 's4', title: 'Scene 4', readingIndex: 4 },
    ]);
  });

  it('marks a scene read later that happened earlier as a flashback, in story-time order', () => {
    const timeline = timelineOf(boardOf([day(10), day(11), day(2), day(12)]));
    expect(timeline.scenes.map((scene) => scene._id)).toEqual(['s2', 's0', 's1', 's3']);
    expect(shifts([day(10), day(11), day(2), day(12)])).toEqual({ s0: null, s1: null, s2: 'flashback', s3: null });
  });

  it('marks a jump ahead that the story then comes back from as a flash-forward', () => {
    expect(shifts([day(1), day(50), day(2), day(3), day(4)])).toEqual({
      s0: null,
      s1: 'flash-forward',
      s2: null,
      s3: null,
      s4: null,
    });
    // Read first of all yet happening after the main line's start: measured against the first of it.
    expect(shifts([day(90), day(1), day(2)])).toEqual({ s0: 'flash-forward', s1: null, s2: null });
  });

  it('orders dates and date-times by the moment they name (a prologue ahead of the story is a flash-forward)', () => {
    const timeline = timelineOf(
      boardOf([{ start: '2024-03-02T09:00:00Z' }, { start: '2024-03-01' }, { start: '2024-03-02T08:00:00+02:00' }]),
    );
    expect(timeline.scenes.map((scene) => [scene._id, scene.shift])).toEqual([
      ['s1', null],
      ['s2', null],
      ['s0', 'flash-forward'],
    ]);
  });
});

import { PLAN_CHARACTERS, PLAN_PLOTLINES, PLAN_SCENES, PLAN_STORY } from '../../../test/story-plan';
import { fileScenes, sceneFacts, whenText, type SceneText } from './scene-text';
import { toStoryFile } from './story-file';

// A scene as the exports write it (docs/decisions/166-the-plan-in-story-files.md).

const bare: SceneText = {
  title: 'Bare',
  status: 'idea',
  plotlines: [],
  pov: null,
  characters: [],
  place: null,
  when: null,
  wordTarget: null,
  summary: null,
  notes: null,
};

describe('whenText', () => {
  it('writes day numbers as days, dates and date-times as written, and a span with a dash', () => {
    expect(whenText({ start: { day: -3 } })).toBe('Day -3');
    expect(whenText({ start: { day: 1 }, end: { day: 4 } })).toBe('Day 1 – Day 4');
    expect(whenText({ start: '2024-03-01' })).toBe('2024-03-01');
    expect(whenText({ start: '2024-03-01T09:30', end: '2024-03-01T23:00Z' })).toBe(
      '2024-03-01 09:30 – 2024-03-01 23:00Z',
    );
  });
});

describe('sceneFacts', () => {
  it('lists only what a scene has, its status always', () => {
    expect(sceneFacts(bare)).toEqual([['Status', 'Idea']]);
    expect(sceneFacts({ ...bare, status: 'done', wordTarget: 1200000, place: 'Quay', characters: ['Ana'] })).toEqual([
      ['Status', 'Done'],
      ['Characters', 'Ana'],
      ['Place', 'Quay'],
      ['Word target', '1,200,000 words'],
    ]);
  });
});

describe('fileScenes', () => {
  it("names a file's scenes' plotlines and characters, with each scene's beat as a place", () => {
    const file = toStoryFile(PLAN_STORY, PLAN_CHARACTERS, { plotlines: PLAN_PLOTLINES, scenes: PLAN_SCENES });
    expect(
      fileScenes(file).map(({ place, scene }) => [place, scene.title, scene.plotlines, scene.pov, scene.characters]),
    ).toEqual([
      ['0:0', 'The storm', ['Main plot', 'Romance'], 'Mara Vell', ['Mara Vell', 'Tomas Reed']],
      ['0:0', 'The letter', ['Romance'], 'Tomas Reed', []],
      ['1:0', 'Homecoming', ['Main plot'], null, []],
      [null, 'A dream', ['Romance'], null, []],
    ]);
    expect(fileScenes(toStoryFile(PLAN_STORY, PLAN_CHARACTERS))).toEqual([]);
  });
});

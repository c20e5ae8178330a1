import { PLAN_CHARACTERS, PLAN_PLOTLINES, PLAN_SCENES, PLAN_STORY } from '../../../test/story-plan';
import { importedPlotlines, importedScenes } from './imported-plan';
import { toStoryFile } from './story-file';
import { readStoryFile } from './story-import';

// The rows an imported plan makes (docs/decisions/166-the-plan-in-story-files.md).

const read = readStoryFile(
  JSON.parse(
    JSON.stringify(toStoryFile(PLAN_STORY, PLAN_CHARACTERS, { plotlines: PLAN_PLOTLINES, scenes: PLAN_SCENES })),
  ),
);
const ids = { beats: ['beat-1', 'beat-2', 'beat-3'], characters: ['mara', 'tomas'], plotlines: ['main', 'romance'] };

describe('importedPlotlines', () => {
  it("numbers the file's plotlines in order", () => {
    expect(importedPlotlines(read)).toEqual([
      { position: 0, name: 'Main plot', color: '#c0392b' },
      { position: 1, name: 'Romance', color: '#2980b9' },
    ]);
    expect(importedPlotlines(readStoryFile(JSON.parse(JSON.stringify(toStoryFile(PLAN_STORY, [])))))).toEqual([]);
  });
});

describe('importedScenes', () => {
  it("gives each scene the new story's ids and its position among its beat's scenes, as the board had them", () => {
    const rows = importedScenes(read, ids);
    expect(rows.map(({ beatId, position, title }) => [beatId, position, title])).toEqual([
      ['beat-1', 0, 'The storm'],
      ['beat-1', 1, 'The letter'],
      // Act 2's first beat is the story's third.
      ['beat-3', 0, 'Homecoming'],
      [null, 0, 'A dream'],
    ]);
    expect(rows[0]).toEqual({
      beatId: 'beat-1',
      position: 0,
      title: 'The storm',
      summary: '<p>The <strong>lamp</strong> fails.</p><p># Not a heading</p>',
      status: 'drafted',
      plotlines: ['main', 'romance'],
      pov: 'mara',
      characters: ['mara', 'tomas'],
      place: 'The lighthouse',
      wordTarget: 2500,
      when: { start: { day: 1 }, end: { day: 2 } },
      notes: 'Check the tide tables.\nAnd the moon.',
    });
    expect(rows[1]).toMatchObject({ plotlines: ['romance'], pov: 'tomas', characters: [] });
  });

  it('makes none for a file without scenes, and throws rather than guess an id it was not given', () => {
    expect(importedScenes({ acts: read.acts }, ids)).toEqual([]);
    expect(() => importedScenes(read, { ...ids, characters: ['mara'] })).toThrow(/a scene's character is missing/);
  });
});

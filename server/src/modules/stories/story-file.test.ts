import { storyFileSchema } from '@three-act/contract/story-file';
import { HttpError } from '../../lib/http-error';
import { PLAN_CHARACTERS, PLAN_PLOTLINES, PLAN_SCENES, PLAN_STORY } from '../../../test/story-plan';
import { toStoryFile } from './story-file';
import { readStoryFile } from './story-import';

// The plan in story files (docs/decisions/166-the-plan-in-story-files.md): pure, no database.

const plan = { plotlines: PLAN_PLOTLINES, scenes: PLAN_SCENES };

/** The 400's messages of reading `body` as a story file. */
function problemsReading(body: unknown): string[] {
  try {
    readStoryFile(body);
  } catch (error) {
    if (error instanceof HttpError) return error.errors.map((problem) => problem.msg);
    throw error;
  }
  throw new Error('The file was read');
}

describe('toStoryFile with a plan', () => {
  it('writes the plotlines in order and the scenes in reading order, naming beats, plotlines and characters by place', () => {
    const file = toStoryFile(PLAN_STORY, PLAN_CHARACTERS, plan);
    expect(file.plotlines).toEqual([
      { name: 'Main plot', color: '#c0392b' },
      { name: 'Romance', color: '#2980b9' },
    ]);
    expect(file.scenes).toEqual([
      {
        title: 'The storm',
        beat: [0, 0],
        status: 'drafted',
        summary: '<p>The <strong>lamp</strong> fails.</p><p># Not a heading</p>',
        plotlines: [0, 1],
        pov: 0,
        characters: [0, 1],
        place: 'The lighthouse',
        wordTarget: 2500,
        when: { start: { day: 1 }, end: { day: 2 } },
        notes: 'Check the tide tables.\nAnd the moon.',
      },
      expect.objectContaining({ title: 'The letter', beat: [0, 0], plotlines: [1], pov: 1, characters: [] }),
      expect.objectContaining({ title: 'Homecoming', beat: [1, 0], plotlines: [0], pov: null }),
      expect.objectContaining({ title: 'A dream', beat: null, status: 'planned', plotlines: [1] }),
    ]);
    expect(JSON.stringify(file)).not.toMatch(/"_id"|"id"|"position"|"version"/);
  });

  it('orders plotlines by position, and leaves out what the story no longer has', () => {
    const file = toStoryFile(PLAN_STORY, PLAN_CHARACTERS.slice(0, 1), {
      plotlines: [...PLAN_PLOTLINES].reverse(),
      scenes: [
        {
          ...(PLAN_SCENES[0] as (typeof PLAN_SCENES)[number]),
          beat: 'gone',
          pov: 'gone',
          plotlines: ['gone', PLAN_PLOTLINES[1]?._id ?? ''],
        },
      ],
    });
    expect(file.plotlines?.map((plotline) => plotline.name)).toEqual(['Main plot', 'Romance']);
    expect(file.scenes?.[0]).toMatchObject({ beat: null, pov: null, plotlines: [1], characters: [0] });
  });

  it('writes the file it wrote before scenes when the story has no plan', () => {
    const before = toStoryFile(PLAN_STORY, PLAN_CHARACTERS);
    expect(toStoryFile(PLAN_STORY, PLAN_CHARACTERS, { plotlines: [], scenes: [] })).toEqual(before);
    expect(before).not.toHaveProperty('plotlines');
    expect(before).not.toHaveProperty('scenes');
  });

  it('writes plotlines alone when the story has no scene yet', () => {
    const file = toStoryFile(PLAN_STORY, PLAN_CHARACTERS, { plotlines: PLAN_PLOTLINES, scenes: [] });
    expect(file.plotlines).toHaveLength(2);
    expect(file.scenes).toEqual([]);
  });
});

describe('a story file with a plan, read back', () => {
  it("round-trips: the schema reads the export's plan as it is, and the import returns it", () => {
    const file = JSON.parse(JSON.stringify(toStoryFile(PLAN_STORY, PLAN_CHARACTERS, plan)));
    expect(storyFileSchema.parse(file)).toMatchObject({ plotlines: file.plotlines, scenes: file.scenes });
    const read = readStoryFile(file);
    expect(read.plotlines).toEqual(file.plotlines);
    expect(read.scenes).toEqual(file.scenes);
  });

  it('fills in what a scene may leave out, each plotline and character once, sanitises the summary, lower-cases a colour', () => {
    const read = readStoryFile({
      ...toStoryFile(PLAN_STORY, PLAN_CHARACTERS),
      plotlines: [{ name: 'Main plot', color: '#C0392B' }],
      scenes: [
        { title: ' Bare ' },
        { title: 'Busy', plotlines: [0, 0], characters: [1, 0, 1], summary: '<p>Hi<script>alert(1)</script></p>' },
        { title: 'Empty summary', summary: '<script>alert(1)</script>', place: '  ', notes: '' },
      ],
    });
    expect(read.plotlines).toEqual([{ name: 'Main plot', color: '#c0392b' }]);
    expect(read.scenes).toEqual([
      {
        title: 'Bare',
        beat: null,
        status: 'idea',
        summary: null,
        plotlines: [],
        pov: null,
        characters: [],
        place: null,
        wordTarget: null,
        when: null,
        notes: null,
      },
      expect.objectContaining({ title: 'Busy', plotlines: [0], characters: [1, 0], summary: '<p>Hi</p>' }),
      expect.objectContaining({ title: 'Empty summary', summary: null, place: null, notes: null }),
    ]);
  });

  it('still reads a version 2 file written before scenes, with no plan', () => {
    const read = readStoryFile(JSON.parse(JSON.stringify(toStoryFile(PLAN_STORY, PLAN_CHARACTERS))));
    expect(read.plotlines).toBeUndefined();
    expect(read.scenes).toBeUndefined();
  });

  it('refuses a scene naming a beat, plotline or character the file does not have, by path', () => {
    const file = toStoryFile(PLAN_STORY, PLAN_CHARACTERS, { plotlines: PLAN_PLOTLINES.slice(0, 1), scenes: [] });
    expect(
      problemsReading({
        ...file,
        scenes: [
          { title: 'A', beat: [1, 1], plotlines: [1], pov: 2, characters: [0, 5] },
          { title: 'B', beat: [0, -1], pov: 1.5, when: { start: { day: 3 }, end: '2024-01-01' } },
          { title: '', status: 'written', wordTarget: 0 },
        ],
      }),
    ).toEqual([
      'scenes[1].beat[1]: Each beat must be [act, beat]: positions in this file, counted from 0',
      "scenes[1].pov: Each character must be a position in this file's characters, counted from 0",
      'scenes[1].when.end: when.end must be the same kind of time as when.start',
      'scenes[2].title: Scene title is required',
      'scenes[2].status: status must be one of idea, planned, drafted, done',
      'scenes[2].wordTarget: wordTarget must be a whole number from 1 to 1000000',
    ]);
    expect(
      problemsReading({ ...file, scenes: [{ title: 'A', beat: [1, 1], plotlines: [1], pov: 2, characters: [0, 5] }] }),
    ).toEqual([
      'scenes[0].beat: No beat at acts[1].beats[1] in this file',
      'scenes[0].plotlines[0]: No plotline at plotlines[1] in this file',
      'scenes[0].pov: No character at characters[2] in this file',
      'scenes[0].characters[1]: No character at characters[5] in this file',
    ]);
    expect(problemsReading({ ...file, plotlines: [{ name: 'Red', color: 'red' }], scenes: 'none' })).toEqual([
      'plotlines[0].color: color must be #rrggbb',
      'scenes: scenes must be a list',
    ]);
  });
});

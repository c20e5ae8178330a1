import type { Board, Plotline, Scene } from '@three-act/contract/board';
import type { Story } from '@three-act/contract/story-structure';
import type { CharacterJson } from '../src/modules/outlines/outlines.service';

/**
 * A story on its own structure with a plan, for the pure tests of the exports
 * (docs/decisions/166-the-plan-in-story-files.md): two acts, three beats, two characters, two
 * plotlines and four scenes, one of them unplaced. Ids are made up; nothing is stored.
 */
export const PLAN_STORY: Story = {
  _id: '00000000-0000-4000-8000-000000000001',
  title: 'The Lamp at Greywater',
  version: 7,
  acts: [
    {
      name: 'Departure',
      beats: [
        {
          _id: 'b0000000-0000-4000-8000-000000000001',
          name: 'The call',
          question: 'What calls?',
          text: 'A lamp goes out.',
        },
        { _id: 'b0000000-0000-4000-8000-000000000002', name: 'The refusal', question: '', text: null },
      ],
    },
    {
      name: 'Return',
      beats: [{ _id: 'b0000000-0000-4000-8000-000000000003', name: 'Home', question: 'Who comes back?', text: null }],
    },
  ],
  unplaced: [],
};

const [CALL, HOME] = ['b0000000-0000-4000-8000-000000000001', 'b0000000-0000-4000-8000-000000000003'];
export const MARA = 'c0000000-0000-4000-8000-000000000001';
export const TOMAS = 'c0000000-0000-4000-8000-000000000002';
export const MAIN = 'p0000000-0000-4000-8000-000000000001';
export const ROMANCE = 'p0000000-0000-4000-8000-000000000002';

export const PLAN_CHARACTERS: CharacterJson[] = [
  {
    _id: MARA,
    name: 'Mara Vell',
    desc: '<p>The keeper.</p>',
    photoUrl: '',
    protag: true,
    beats: [],
    notes: [],
    date: '2026-11-01T00:00:00.000Z',
  },
  {
    _id: TOMAS,
    name: 'Tomas Reed',
    desc: '<p>The brother.</p>',
    photoUrl: '',
    protag: false,
    beats: [],
    notes: [],
    date: '2026-11-02T00:00:00.000Z',
  },
];

/** In position order: the main plot first. */
export const PLAN_PLOTLINES: Plotline[] = [
  { _id: MAIN, name: 'Main plot', color: '#c0392b', position: 0 },
  { _id: ROMANCE, name: 'Romance', color: '#2980b9', position: 1 },
];

const scene = (fields: Partial<Scene> & Pick<Scene, '_id' | 'title'>): Scene => ({
  beat: null,
  position: 0,
  summary: null,
  status: 'idea',
  plotlines: [],
  pov: null,
  characters: [],
  place: null,
  wordTarget: null,
  when: null,
  notes: null,
  version: 1,
  ...fields,
});

/** In reading order: by beat in story order, then position; the unplaced last. */
export const PLAN_SCENES: Scene[] = [
  scene({
    _id: 's0000000-0000-4000-8000-000000000001',
    title: 'The storm',
    beat: CALL,
    status: 'drafted',
    summary: '<p>The <strong>lamp</strong> fails.</p><p># Not a heading</p>',
    plotlines: [MAIN, ROMANCE],
    pov: MARA,
    characters: [MARA, TOMAS],
    place: 'The lighthouse',
    wordTarget: 2500,
    when: { start: { day: 1 }, end: { day: 2 } },
    notes: 'Check the tide tables.\nAnd the moon.',
  }),
  scene({
    _id: 's0000000-0000-4000-8000-000000000002',
    title: 'The letter',
    beat: CALL,
    position: 1,
    plotlines: [ROMANCE],
    pov: TOMAS,
    when: { start: '2024-03-01T09:30' },
  }),
  scene({ _id: 's0000000-0000-4000-8000-000000000003', title: 'Homecoming', beat: HOME, plotlines: [MAIN] }),
  scene({ _id: 's0000000-0000-4000-8000-000000000004', title: 'A dream', status: 'planned', plotlines: [ROMANCE] }),
];

/** The same story as the board reads it. */
export const PLAN_BOARD: Board = {
  _id: PLAN_STORY._id,
  title: PLAN_STORY.title,
  version: PLAN_STORY.version,
  acts: PLAN_STORY.acts.map((act) => act.name),
  beats: PLAN_STORY.acts.flatMap((act, actIndex) => act.beats.map(({ _id, name }) => ({ _id, act: actIndex, name }))),
  plotlines: PLAN_PLOTLINES,
  scenes: PLAN_SCENES,
  characters: PLAN_CHARACTERS.map(({ _id, name, protag }) => ({ _id, name, protag })),
};

import type { Board, Scene } from '@three-act/contract/board';

export const STORY = '6f1c2b9e-3d4a-4c5b-8e7f-0a1b2c3d4e5f';
export const MAIN = '11111111-1111-4111-8111-111111111111';
export const SUB = '22222222-2222-4222-8222-222222222222';
export const MARA = '33333333-3333-4333-8333-333333333333';
export const [B1, B2, B3] = [
  'aaaaaaaa-0000-4000-8000-000000000001',
  'aaaaaaaa-0000-4000-8000-000000000002',
  'aaaaaaaa-0000-4000-8000-000000000003',
];

export function makeScene(fields: Partial<Scene> & Pick<Scene, '_id' | 'title'>): Scene {
  return {
    beat: B1,
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
    version: 3,
    ...fields,
  };
}

/** A story in three acts of one beat each, two plotlines, four scenes (one on both plotlines, one unplaced). */
export function makeBoard(fields: Partial<Board> = {}): Board {
  return {
    _id: STORY,
    title: 'The Long Night',
    version: 9,
    acts: ['Setup', 'Confrontation', 'Resolution'],
    beats: [
      { _id: B1, act: 0, name: 'The call' },
      { _id: B2, act: 1, name: 'The midpoint' },
      { _id: B3, act: 2, name: 'The climax' },
    ],
    plotlines: [
      { _id: MAIN, name: 'Main plot', color: '#8a3b12', position: 0 },
      { _id: SUB, name: 'The sister', color: '#1d4ed8', position: 1 },
    ],
    scenes: [
      makeScene({
        _id: 's1',
        title: 'The lamp goes out',
        plotlines: [MAIN],
        pov: MARA,
        status: 'planned',
        wordTarget: 1500,
      }),
      makeScene({ _id: 's2', title: 'A letter from the sister', position: 1, plotlines: [MAIN, SUB] }),
      makeScene({ _id: 's3', title: 'Storm at sea', beat: B2, plotlines: [] }),
      makeScene({ _id: 's4', title: 'The ledger', beat: null, plotlines: [SUB], version: 5 }),
    ],
    characters: [{ _id: MARA, name: 'Mara Vell', protag: true }],
    ...fields,
  };
}

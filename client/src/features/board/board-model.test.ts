import { B1, B2, MAIN, makeBoard, makeScene, MARA, SUB } from '../../test/board-fixtures';
import {
  arcTexts,
  cellKey,
  cellsOf,
  moveOf,
  NO_FILTERS,
  NO_PLOTLINE,
  placed,
  plotlinesAfter,
  scenesPerCharacter,
  UNPLACED,
} from './board-model';

describe('the board’s cells', () => {
  it('shows a scene in each of its plotlines’ rows, the others under No plotline, the unplaced apart', () => {
    const cells = cellsOf(makeBoard(), NO_FILTERS);
    const titles = (lane: string, column: string) => cells.get(cellKey({ lane, column }))?.map((scene) => scene._id);
    expect(titles(MAIN, B1)).toEqual(['s1', 's2']);
    expect(titles(SUB, B1)).toEqual(['s2']);
    expect(titles(NO_PLOTLINE, B2)).toEqual(['s3']);
    expect(titles(SUB, UNPLACED)).toEqual(['s4']);
  });

  it('filters by character (point of view or present), plotline, status and place', () => {
    const board = makeBoard();
    expect([...cellsOf(board, { ...NO_FILTERS, character: MARA }).values()].flat().map((s) => s._id)).toEqual(['s1']);
    expect([...cellsOf(board, { ...NO_FILTERS, status: 'planned' }).keys()]).toEqual([
      cellKey({ lane: MAIN, column: B1 }),
    ]);
    expect(cellsOf(board, { ...NO_FILTERS, plotline: NO_PLOTLINE }).size).toBe(1);
    expect(cellsOf(board, { ...NO_FILTERS, place: 'The lighthouse' }).size).toBe(0);
  });
});

describe('a move', () => {
  const board = makeBoard();
  const [s1, s2, s3] = board.scenes as [
    ReturnType<typeof makeScene>,
    ReturnType<typeof makeScene>,
    ReturnType<typeof makeScene>,
  ];

  it('takes the scene off the row it was dragged from and onto the row it is dropped in', () => {
    expect(plotlinesAfter(s2, SUB, MAIN)).toEqual([MAIN]);
    expect(plotlinesAfter(s1, MAIN, SUB)).toEqual([SUB]);
    expect(plotlinesAfter(s1, MAIN, NO_PLOTLINE)).toEqual([]);
    expect(plotlinesAfter(s3, NO_PLOTLINE, SUB)).toEqual([SUB]);
    expect(plotlinesAfter(s1, MAIN, MAIN)).toBeNull();
  });

  it('goes before the card it is dropped on, after it on its lower half, or after a cell’s last scene', () => {
    expect(
      moveOf(board, s3, NO_PLOTLINE, { to: { lane: NO_PLOTLINE, column: B1 }, on: { sceneId: 's2', below: false } }),
    ).toEqual({
      beat: B1,
      position: 1,
    });
    expect(
      moveOf(board, s3, NO_PLOTLINE, { to: { lane: MAIN, column: B1 }, on: { sceneId: 's1', below: true } }),
    ).toEqual({
      beat: B1,
      position: 1,
      plotlines: [MAIN],
    });
    expect(moveOf(board, s3, NO_PLOTLINE, { to: { lane: MAIN, column: B1 } })).toEqual({
      beat: B1,
      position: 2,
      plotlines: [MAIN],
    });
    expect(moveOf(board, s1, MAIN, { to: { lane: MAIN, column: B1 }, on: { sceneId: 's2', below: true } })).toEqual({
      beat: B1,
      position: 1,
    });
    // Where it already is: nothing to send.
    expect(moveOf(board, s1, MAIN, { to: { lane: MAIN, column: B1 }, on: { sceneId: 's2', below: false } })).toBeNull();
  });

  it('numbers the beat it leaves and the beat it enters again, keeping the other scenes as they were', () => {
    const scenes = placed(board, { ...s1, beat: B2, position: 0 });
    expect(scenes.map((scene) => [scene._id, scene.beat, scene.position])).toEqual([
      ['s2', B1, 0],
      ['s1', B2, 0],
      ['s3', B2, 1],
      ['s4', null, 0],
    ]);
    expect(scenes[3]).toBe(board.scenes[3]);
  });
});

describe('scenes per character', () => {
  it('counts a scene once for each character present or telling it', () => {
    const counts = scenesPerCharacter([
      { characters: ['a', 'b'], pov: 'a' },
      { characters: [], pov: 'b' },
      { characters: ['c'], pov: null },
    ]);
    expect(Object.fromEntries(counts)).toEqual({ a: 1, b: 2, c: 1 });
  });
});

describe('arcTexts', () => {
  it("puts each point under its beat, a scene's point under the scene's beat, and leaves out scenes not on the board", () => {
    const board = makeBoard({
      scenes: [
        makeScene({ _id: 's1', title: 'At the quay', beat: B2 }),
        makeScene({ _id: 's2', title: 'Adrift', beat: null }),
      ],
    });
    const texts = arcTexts(board, [
      { beat: B1, text: 'Believes the lie' },
      { scene: 's1', text: 'Doubts' },
      { beat: B2, text: 'Chooses the truth' },
      { scene: 's2', text: 'Alone' },
      { scene: 'gone', text: 'In the trash' },
    ]);
    expect(Object.fromEntries(texts)).toEqual({
      [B1]: ['Believes the lie'],
      [B2]: ['Doubts', 'Chooses the truth'],
      unplaced: ['Alone'],
    });
  });
});

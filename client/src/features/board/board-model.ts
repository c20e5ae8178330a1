import type { Board, Plotline, Scene, SceneStatus, SceneWhen, StoryMoment } from '@three-act/contract/board';
import type { ArcPoint } from '@three-act/contract/codex';
import { formatDay, formatDetailDate } from '../../lib/format-date';
import type { BoardT } from './words';

/**
 * The board's cells, read from the story's one answer (docs/decisions/165-scenes-and-plotlines.md).
 * A row is a plotline (its id) or NO_PLOTLINE; a column a beat (its id) or UNPLACED. A scene on
 * several plotlines shows in each of their rows, as the same scene: moving one of its cards to
 * another row takes the scene off the plotline it was dragged from and puts it on the one it is
 * dropped on; the others stay.
 */
export const NO_PLOTLINE = 'none';
export const UNPLACED = 'unplaced';

export type Beat = Board['beats'][number];

/** Where a card sits: its row and its column. */
export interface Cell {
  lane: string;
  column: string;
}

export const cellKey = ({ lane, column }: Cell) => `${lane}|${column}`;

/** A card's draggable id: the scene and the row it shows in (a scene shows once per plotline). */
export const cardId = (sceneId: string, lane: string) => `${sceneId}@${lane}`;

export const columnOf = (scene: Pick<Scene, 'beat'>) => scene.beat ?? UNPLACED;

/** The rows a scene shows in: its plotlines that the story has, or "No plotline". */
function lanesOf(scene: Pick<Scene, 'plotlines'>, known: ReadonlySet<string>): string[] {
  const lanes = scene.plotlines.filter((id) => known.has(id));
  return lanes.length > 0 ? lanes : [NO_PLOTLINE];
}

export interface BoardFilters {
  character: string;
  plotline: string;
  status: SceneStatus | '';
  place: string;
}

export const NO_FILTERS: BoardFilters = { character: '', plotline: '', status: '', place: '' };

export const isFiltered = (filters: BoardFilters) => Object.values(filters).some((value) => value !== '');

/** Whether a scene passes the filters (empty ones let everything through). */
export function passes(scene: Scene, filters: BoardFilters, known: ReadonlySet<string>): boolean {
  if (filters.status && scene.status !== filters.status) return false;
  if (filters.place && (scene.place ?? '').trim().toLowerCase() !== filters.place.toLowerCase()) return false;
  if (filters.character && scene.pov !== filters.character && !scene.characters.includes(filters.character)) {
    return false;
  }
  if (filters.plotline && !lanesOf(scene, known).includes(filters.plotline)) return false;
  return true;
}

/** The scenes of each cell, in their beat's order, after the filters. */
export function cellsOf(board: Board, filters: BoardFilters): Map<string, Scene[]> {
  const known = new Set(board.plotlines.map((plotline) => plotline._id));
  const cells = new Map<string, Scene[]>();
  for (const scene of board.scenes) {
    if (!passes(scene, filters, known)) continue;
    for (const lane of lanesOf(scene, known)) {
      const key = cellKey({ lane, column: columnOf(scene) });
      const list = cells.get(key);
      if (list) list.push(scene);
      else cells.set(key, [scene]);
    }
  }
  for (const list of cells.values()) list.sort((a, b) => a.position - b.position);
  return cells;
}

/**
 * `cellsOf` that hands back a cell's earlier list when it holds the same scenes in the same order,
 * so after a move or an edit only the cells it touched render again (issue 33's 600 scenes).
 */
export function steadyCells(): (next: Map<string, Scene[]>) => Map<string, Scene[]> {
  let before = new Map<string, Scene[]>();
  return (next) => {
    const kept = new Map<string, Scene[]>();
    for (const [key, list] of next) {
      const earlier = before.get(key);
      const same = earlier?.length === list.length && earlier.every((scene, index) => scene === list[index]);
      kept.set(key, same && earlier ? earlier : list);
    }
    before = kept;
    return kept;
  };
}

/** The places the story's scenes name, each once (as first written), in alphabetical order. */
export function placesOf(scenes: readonly Scene[]): string[] {
  const places = new Map<string, string>();
  for (const scene of scenes) {
    const place = scene.place?.trim();
    if (place && !places.has(place.toLowerCase())) places.set(place.toLowerCase(), place);
  }
  return [...places.values()].sort((a, b) => a.localeCompare(b));
}

/** The story's beats grouped by act, in order. */
export function actsOf(board: Pick<Board, 'acts' | 'beats'>): { index: number; name: string; beats: Beat[] }[] {
  return board.acts.map((name, index) => ({ index, name, beats: board.beats.filter((beat) => beat.act === index) }));
}

const ROMAN = ['I', 'II', 'III', 'IV', 'V', 'VI', 'VII'];
export const actLabel = (index: number, name: string, t: BoardT) =>
  t('Act {{number}}: {{name}}', { number: ROMAN[index] ?? index + 1, name });

/** The scenes of one beat (or of the unplaced), in order, without `except`. */
export const scenesIn = (scenes: readonly Scene[], beat: string | null, except?: string) =>
  scenes.filter((scene) => scene.beat === beat && scene._id !== except).sort((a, b) => a.position - b.position);

/** A move as the server takes it: where to, and the plotlines when they change. */
export interface SceneMove {
  beat: string | null;
  position: number;
  plotlines?: string[];
}

/**
 * The plotlines after a card moves from one row to another: the row it left is replaced by the row it
 * goes to ("No plotline" stands for none); null when they stay as they are.
 */
export function plotlinesAfter(scene: Pick<Scene, 'plotlines'>, from: string, to: string): string[] | null {
  if (from === to) return null;
  const kept = scene.plotlines.filter((id) => id !== from);
  if (to === NO_PLOTLINE) return kept.length === scene.plotlines.length ? null : kept;
  return kept.includes(to) ? kept : [...kept, to];
}

/**
 * The story's scenes once one has moved or changed: it takes its new fields, leaves its old beat and
 * enters its new one at `position` (the end when past it); both beats are numbered 0, 1, 2… again,
 * as the server numbers them. Unchanged scenes keep their objects, so their cards do not render again.
 */
export function placed(board: Pick<Board, 'beats' | 'scenes'>, changed: Scene): Scene[] {
  const before = board.scenes.find((scene) => scene._id === changed._id);
  const others = board.scenes.filter((scene) => scene._id !== changed._id);
  const moved = !before || before.beat !== changed.beat || before.position !== changed.position;
  if (!moved) return board.scenes.map((scene) => (scene._id === changed._id ? changed : scene));
  const entering = scenesIn(others, changed.beat);
  entering.splice(Math.min(changed.position, entering.length), 0, changed);
  const renumbered = new Map<string, Scene>();
  const number = (list: Scene[]) =>
    list.forEach((scene, position) =>
      renumbered.set(scene._id, scene.position === position ? scene : { ...scene, position }),
    );
  number(entering);
  if (before && before.beat !== changed.beat) number(scenesIn(others, before.beat));
  const all = [...others.map((scene) => renumbered.get(scene._id) ?? scene), renumbered.get(changed._id) ?? changed];
  return inReadingOrder(board.beats, all);
}

/** By beat in story order, then position; the unplaced last (the board's own order). */
function inReadingOrder(beats: readonly Beat[], scenes: Scene[]): Scene[] {
  const order = new Map(beats.map((beat, index) => [beat._id, index]));
  const rank = (scene: Scene) => (scene.beat === null ? beats.length : (order.get(scene.beat) ?? beats.length));
  return [...scenes].sort((a, b) => rank(a) - rank(b) || a.position - b.position);
}

/**
 * The names of a board's cells, as `cellName` gives them, from maps built once: for the board's
 * hundreds of cells on every render.
 */
export function cellNamer(board: Pick<Board, 'acts' | 'beats' | 'plotlines'>, t: BoardT): (cell: Cell) => string {
  const plotlines = new Map(board.plotlines.map((plotline) => [plotline._id, plotline.name]));
  const beats = new Map(board.beats.map((beat) => [beat._id, beatName(board, beat._id, t)]));
  return ({ lane, column }) => {
    const plotline = lane === NO_PLOTLINE ? t('No plotline') : (plotlines.get(lane) ?? t('a plotline that is gone'));
    const beat = column === UNPLACED ? t('Unplaced') : (beats.get(column) ?? t('a beat that is gone'));
    return `${plotline}, ${beat}`;
  };
}

/** "Main plot, Act I: Setup · The call" or "No plotline, Unplaced": a cell as a writer reads it. */
export const cellName = (board: Pick<Board, 'acts' | 'beats' | 'plotlines'>, cell: Cell, t: BoardT) =>
  cellNamer(board, t)(cell);

export function beatName(board: Pick<Board, 'acts' | 'beats'>, beat: string | null, t: BoardT): string {
  if (beat === null) return t('Unplaced');
  const found = board.beats.find((each) => each._id === beat);
  if (!found) return t('a beat that is gone');
  return `${actLabel(found.act, board.acts[found.act] ?? '', t)} · ${found.name}`;
}

/** A status's label in English, the key of its label in every language (the API keeps the value). */
const STATUS_LABELS: Record<SceneStatus, string> = {
  idea: 'Idea',
  planned: 'Planned',
  drafted: 'Drafted',
  done: 'Done',
};

/** A scene status as the writer reads it, in the interface's language. */
export const statusLabel = (status: SceneStatus, t: BoardT) => t(STATUS_LABELS[status]);

/** Plotline colours offered for a new lane, in turn. */
const LANE_COLORS = ['#8a3b12', '#1d4ed8', '#0f766e', '#7c3aed', '#b45309', '#be123c', '#4d7c0f', '#0e7490'];

export const nextColor = (plotlines: readonly Plotline[]) =>
  LANE_COLORS[plotlines.length % LANE_COLORS.length] ?? '#8a3b12';

/** Where a dragged card was dropped: a cell, and the card it was dropped on (before it, or after it when `below`). */
export interface Drop {
  to: Cell;
  on?: { sceneId: string; below: boolean };
}

/**
 * The move a drop makes, or null when it changes nothing: dropped on a card, the scene goes before
 * it (after it on its lower half); dropped in a cell, after the cell's last scene (the end of the
 * beat when the cell is empty). Another row replaces the plotline it was dragged from.
 */
export function moveOf(
  board: Pick<Board, 'scenes' | 'plotlines'>,
  scene: Scene,
  from: string,
  { to, on }: Drop,
): SceneMove | null {
  const beat = to.column === UNPLACED ? null : to.column;
  const siblings = scenesIn(board.scenes, beat, scene._id);
  let position = siblings.length;
  const at = on ? siblings.findIndex((each) => each._id === on.sceneId) : -1;
  if (on && at >= 0) position = at + (on.below ? 1 : 0);
  else if (!on || on.sceneId !== scene._id) {
    const known = new Set(board.plotlines.map((plotline) => plotline._id));
    const inCell = siblings.filter((each) => lanesOf(each, known).includes(to.lane));
    const last = inCell[inCell.length - 1];
    if (last) position = siblings.indexOf(last) + 1;
  } else position = scene.beat === beat ? scene.position : siblings.length;
  const plotlines = plotlinesAfter(scene, from, to.lane);
  if (beat === scene.beat && position === scene.position && !plotlines) return null;
  return plotlines ? { beat, position, plotlines } : { beat, position };
}

/** How many scenes each character is in (present, or telling it), by character id. */
export function scenesPerCharacter(scenes: readonly Pick<Scene, 'characters' | 'pov'>[]): Map<string, number> {
  const counts = new Map<string, number>();
  for (const scene of scenes) {
    for (const id of new Set([...scene.characters, ...(scene.pov ? [scene.pov] : [])])) {
      counts.set(id, (counts.get(id) ?? 0) + 1);
    }
  }
  return counts;
}

/** A story time as the writer reads it: a date (and time), or "Day 12" (lib/format-date.ts's styles). */
export function momentText(moment: StoryMoment, t: BoardT): string {
  if (typeof moment !== 'string') return t('Day {{day}}', { day: moment.day });
  return /^\d{4}-\d{2}-\d{2}$/.test(moment) ? formatDay(moment) : formatDetailDate(moment);
}

/** When a scene happens: its start, and its end when it has one. */
export const whenText = (when: SceneWhen, t: BoardT) =>
  when.end === undefined
    ? momentText(when.start, t)
    : t('{{start}} to {{end}}', { start: momentText(when.start, t), end: momentText(when.end, t) });

/**
 * A character's arc as the board's lane shows it (issue 34): each point's text under the beat it is
 * at, a point at a scene under that scene's beat (UNPLACED for a scene under none); a point at a
 * scene the board does not hold (in the trash) is left out. Points come in story order.
 */
export function arcTexts(board: Board, points: readonly ArcPoint[]): Map<string, string[]> {
  const sceneColumn = new Map(board.scenes.map((scene) => [scene._id, scene.beat ?? UNPLACED]));
  const texts = new Map<string, string[]>();
  for (const point of points) {
    const column = point.beat ?? (point.scene ? sceneColumn.get(point.scene) : undefined);
    if (column) texts.set(column, [...(texts.get(column) ?? []), point.text]);
  }
  return texts;
}

import { PROTAGONIST_BEATS } from '@three-act/contract/beats';
import { momentValue, type Board, type Scene, type StoryCheck } from '@three-act/contract/board';
import { checkSentence } from '@three-act/contract/check-sentence';
import { wordsOf, type Language } from '../../lib/i18n';

/** A finding before it is worded: its kind, the names its sentence is made of, what it is about. */
type Finding = Omit<StoryCheck, 'key' | 'message'>;

/**
 * The beats a story's structure marks as key, by id: the beats made from the built-in beats a
 * protagonist is expected in (the inciting incident, the midpoint and the climax; PROTAGONIST_BEATS,
 * as the cast page's warning reads them).
 */
export const keyBeatIds = (beatKeys: ReadonlyMap<string, string | null>) =>
  [...beatKeys].filter(([, key]) => key !== null && PROTAGONIST_BEATS.some((known) => known === key)).map(([id]) => id);

/**
 * A finding's sentence in `language` (the `messages` namespace; the client's board words have the
 * same keys), made of its values: the story's names are never translated.
 */
function sentenceOf({ kind, values }: Finding, language: Language): string {
  const t = wordsOf(language, 'messages');
  return checkSentence(kind, values, (key, words) => t(key, words), language);
}
const samePlace = (a: string, b: string) => a.trim().toLocaleLowerCase() === b.trim().toLocaleLowerCase();

/** A scene's stretch of story time, `[start, end]` (an instant without an end), and its kind. */
function span(scene: Scene) {
  if (!scene.when) return null;
  const { start, end } = scene.when;
  return {
    kind: typeof start,
    from: momentValue(start),
    to: end === undefined ? momentValue(start) : momentValue(end),
  };
}

/** Who is in a scene: its characters present and its point of view. */
const presentIn = (scene: Scene) => new Set([...scene.characters, ...(scene.pov ? [scene.pov] : [])]);

function plotlineFindings(board: Board, actOf: (scene: Scene) => number | undefined): Finding[] {
  const lastAct = board.acts.length - 1;
  return board.plotlines.flatMap((plotline) => {
    const acts = new Set(
      board.scenes
        .filter((scene) => scene.plotlines.includes(plotline._id))
        .map(actOf)
        .filter((act): act is number => act !== undefined),
    );
    if (acts.size === 0) return [];
    const first = Math.min(...acts);
    const last = Math.max(...acts);
    const gaps: Finding[] = board.acts
      .map((name, act) => ({ name, act }))
      .filter(({ act }) => act > first && act < last && !acts.has(act))
      .map(({ name, act }) => ({
        kind: 'plotline-gap',
        values: { plotline: plotline.name, act: name, first: board.acts[first], last: board.acts[last] },
        refs: [plotline._id, `act:${act}`],
      }));
    const unresolved: Finding[] =
      lastAct > 0 && !acts.has(lastAct)
        ? [
            {
              kind: 'plotline-unresolved',
              values: { plotline: plotline.name, act: board.acts[lastAct] },
              refs: [plotline._id, `act:${lastAct}`],
            },
          ]
        : [];
    return [...gaps, ...unresolved];
  });
}

function overlapFindings(board: Board, nameOf: (id: string) => string): Finding[] {
  const placed = board.scenes.filter((scene) => scene.place !== null && scene.when !== null);
  const findings: Finding[] = [];
  placed.forEach((a, index) => {
    const spanA = span(a);
    for (const b of placed.slice(index + 1)) {
      const spanB = span(b);
      if (!spanA || !spanB || spanA.kind !== spanB.kind) continue;
      if (spanA.from > spanB.to || spanB.from > spanA.to) continue;
      if (samePlace(a.place ?? '', b.place ?? '')) continue;
      const inB = presentIn(b);
      for (const character of presentIn(a)) {
        if (!inB.has(character)) continue;
        findings.push({
          kind: 'overlap',
          values: {
            character: nameOf(character),
            first: a.title,
            firstPlace: a.place ?? '',
            second: b.title,
            secondPlace: b.place ?? '',
          },
          refs: [character, ...[a._id, b._id].sort()],
        });
      }
    }
  });
  return findings;
}

/**
 * GET /api/stories/{id}/checks (docs/decisions/165-scenes-and-plotlines.md): what may be wrong with
 * the plan, without AI. Each finding's key names it in this story (its kind and what it is about),
 * so a dismissed one stays hidden until what it is about changes. Its sentence is in `language`,
 * and its values let a client say it in its own (decision 187).
 */
export function checksOf(
  board: Board,
  {
    keyBeats,
    dismissed,
    language = 'en',
  }: { keyBeats: readonly string[]; dismissed: ReadonlySet<string>; language?: Language },
): StoryCheck[] {
  const actOfBeat = new Map(board.beats.map((beat) => [beat._id, beat.act]));
  const actOf = (scene: Scene) => (scene.beat === null ? undefined : actOfBeat.get(scene.beat));
  const names = new Map(board.characters.map((character) => [character._id, character.name]));
  const nameOf = (id: string) => names.get(id) ?? wordsOf(language, 'messages')('A character');
  const hasScenes = board.scenes.length > 0;

  const povAbsent: Finding[] = board.scenes
    .filter((scene) => scene.pov !== null && !scene.characters.includes(scene.pov))
    .map((scene) => ({
      kind: 'pov-absent',
      values: { scene: scene.title, character: nameOf(scene.pov ?? '') },
      refs: [scene._id, scene.pov ?? ''],
    }));

  const protagonists = board.characters.filter((character) => character.protag);
  const protagonistAbsent: Finding[] =
    !hasScenes || protagonists.length === 0
      ? []
      : board.beats
          .filter((beat) => keyBeats.includes(beat._id))
          .filter(
            (beat) =>
              !board.scenes.some(
                (scene) =>
                  scene.beat === beat._id && protagonists.some((character) => presentIn(scene).has(character._id)),
              ),
          )
          .map((beat) => ({
            kind: 'protagonist-absent',
            values: { names: protagonists.map((character) => character.name), beat: beat.name },
            refs: [beat._id, ...protagonists.map((character) => character._id)],
          }));

  const actsWithScenes = new Set(board.scenes.map(actOf));
  const emptyActs: Finding[] = !hasScenes
    ? []
    : board.acts
        .map((name, act) => ({ name, act }))
        .filter(({ act }) => !actsWithScenes.has(act))
        .map(({ name, act }) => ({
          kind: 'act-without-scene',
          values: { act: name },
          refs: [`act:${act}`],
        }));

  const withoutPlotline: Finding[] =
    board.plotlines.length === 0
      ? []
      : board.scenes
          .filter((scene) => scene.plotlines.length === 0)
          .map((scene) => ({
            kind: 'scene-without-plotline',
            values: { scene: scene.title },
            refs: [scene._id],
          }));

  return [
    ...plotlineFindings(board, actOf),
    ...overlapFindings(board, nameOf),
    ...povAbsent,
    ...protagonistAbsent,
    ...emptyActs,
    ...withoutPlotline,
  ]
    .map(({ kind, values, refs }) => ({
      key: [kind, ...refs].join(':'),
      kind,
      message: sentenceOf({ kind, values, refs }, language),
      values,
      refs,
    }))
    .filter((finding) => !dismissed.has(finding.key));
}

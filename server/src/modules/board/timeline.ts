import { momentValue, type Board, type SceneWhen, type Timeline } from '@three-act/contract/board';

/**
 * The indexes (into `values`) of the longest run of values that never goes down, kept in order: the
 * main line of a story read in order. Of equally long runs, the one read first (the story's "now"
 * is where it starts). O(n²) over at most 1 000 scenes.
 */
function mainLine(values: readonly number[]): Set<number> {
  // longest[i]: the longest such run that starts at scene i.
  const longest = values.map(() => 1);
  for (let i = values.length - 2; i >= 0; i -= 1) {
    for (let j = i + 1; j < values.length; j += 1) {
      if ((values[j] ?? 0) >= (values[i] ?? 0)) longest[i] = Math.max(longest[i] ?? 1, (longest[j] ?? 0) + 1);
    }
  }
  const line = new Set<number>();
  let need = Math.max(0, ...longest);
  let last = -Infinity;
  values.forEach((value, index) => {
    if (need > 0 && longest[index] === need && value >= last) {
      line.add(index);
      last = value;
      need -= 1;
    }
  });
  return line;
}

/**
 * GET /api/stories/{id}/timeline (docs/decisions/165-scenes-and-plotlines.md): the scenes that have
 * a story time in the order they happen (by start; a tie keeps reading order), each with its place
 * in reading order. Read in order, the longest run of scenes whose times never go back is the main
 * line (`shift` null); a scene off it is a flashback when it happens before the main-line scene read
 * just before it (or, read before any, before the first one), and a flash-forward when after. Dates
 * and day numbers compare as days (a date as days since 1 January 1970), so a story should keep to one.
 */
export function timelineOf(board: Board): Timeline {
  const read = board.scenes.map((scene, readingIndex) => ({ scene, readingIndex }));
  const timed = read.filter(
    (entry): entry is typeof entry & { scene: { when: SceneWhen } } => entry.scene.when !== null,
  );
  const times = timed.map((entry) => momentValue(entry.scene.when.start));
  const line = mainLine(times);
  const shifts = timed.map((_, index) => {
    if (line.has(index)) return null;
    let anchor = -1;
    for (let before = index - 1; before >= 0; before -= 1) {
      if (line.has(before)) {
        anchor = before;
        break;
      }
    }
    if (anchor === -1) anchor = [...line].sort((a, b) => a - b)[0] ?? -1;
    if (anchor === -1) return null;
    return (times[index] ?? 0) < (times[anchor] ?? 0) ? ('flashback' as const) : ('flash-forward' as const);
  });
  const order = timed
    .map((entry, index) => ({ entry, index }))
    .sort((a, b) => (times[a.index] ?? 0) - (times[b.index] ?? 0) || a.entry.readingIndex - b.entry.readingIndex);
  return {
    scenes: order.map(({ entry, index }) => ({
      _id: entry.scene._id,
      title: entry.scene.title,
      when: entry.scene.when,
      readingIndex: entry.readingIndex,
      shift: shifts[index] ?? null,
    })),
    untimed: read
      .filter((entry) => entry.scene.when === null)
      .map(({ scene, readingIndex }) => ({ _id: scene._id, title: scene.title, readingIndex })),
  };
}

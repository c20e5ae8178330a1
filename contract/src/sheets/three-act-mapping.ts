import { BEAT_KEYS, type BeatKey } from '../beats';
import { frameworkBySlug, type FrameworkSlug } from '../frameworks';

/**
 * How a built-in sheet's beats take the Three Act beats (docs/beat-sheets.md). The four sheets that
 * are also framework views share the framework's mapping (docs/frameworks.md), so the view and a
 * switch of sheet never disagree. An unknown beat name throws, so a renamed framework beat fails the
 * contract's tests rather than reaching a story.
 */
export function frameworkMapping(slug: FrameworkSlug) {
  const framework = frameworkBySlug(slug);
  return (name: string): readonly BeatKey[] => {
    const beat = framework?.beats.find((entry) => entry.name === name);
    if (!beat) throw new Error(`The ${slug} framework has no beat named ${name}`);
    return beat.beats;
  };
}

/** The Three Act beats from `first` to `last`, both included, in outline order. */
export function threeActBeats(first: BeatKey, last: BeatKey): readonly BeatKey[] {
  const start = BEAT_KEYS.indexOf(first);
  const end = BEAT_KEYS.indexOf(last);
  if (end < start) throw new Error(`${last} comes before ${first}`);
  return BEAT_KEYS.slice(start, end + 1);
}

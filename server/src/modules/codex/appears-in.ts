import type { Appearance } from '@three-act/contract/codex';
import { textsNaming } from '../outlines/named-in-beats';
import type { OrderedBeat, OrderedScene, OtherEntry } from './story-order';

/** What an entry is known by in text, and (characters) where it was placed by hand. */
export interface Named {
  id: string;
  kind: string;
  name: string;
  aliases: readonly string[];
  matchCase: boolean;
  /** The beats a character was linked to (ids). */
  beats: readonly string[];
}

/** A rich text's words: tags are no words, so a name in a summary is read as the writer sees it. */
const plain = (html: string | null) => (html ? html.replace(/<[^>]*>/g, ' ') : '');

/** What of a scene can name an entry: its title, summary, notes and place. */
const sceneText = (scene: OrderedScene) =>
  [scene.title, plain(scene.summary), scene.notes ?? '', scene.place ?? ''].join('\n');

/** What of another entry can name an entry: its summary, description and notes. */
const entryText = (other: OtherEntry) => [other.summary ?? '', plain(other.description), other.notes ?? ''].join('\n');

/**
 * Where an entry appears (docs/decisions/177-the-codex.md): the beats whose text writes its name or
 * an alias (decision 175's rule, the entry's choice of case) and, for a character, those it was
 * linked to; the scenes where it is the point of view or present, or whose title, summary, notes or
 * place name it; the other entries whose summary, description or notes name it. Beats and scenes in
 * story order, then entries by name. A tie alone is not an appearance.
 */
export function appearsIn(
  entry: Named,
  beats: readonly OrderedBeat[],
  scenes: readonly OrderedScene[],
  others: readonly OtherEntry[] = [],
): Appearance[] {
  const naming = [{ names: [entry.name, ...entry.aliases], matchCase: entry.matchCase }];
  const [namedBeats = []] = textsNaming(
    naming,
    beats.map((beat) => ({ reference: beat.id, text: beat.text })),
  );
  const [namedScenes = []] = textsNaming(
    naming,
    scenes.map((scene) => ({ reference: scene.id, text: sceneText(scene) })),
  );
  const [namedEntries = []] = textsNaming(
    naming,
    others.map((other) => ({ reference: other.id, text: entryText(other) })),
  );
  const inEntries = new Set(namedEntries);
  const inBeats = new Set([...namedBeats, ...(entry.kind === 'character' ? entry.beats : [])]);
  const inScenes = new Set(namedScenes);
  for (const scene of scenes) if (scene.present) inScenes.add(scene.id);
  return [
    ...beats.filter((beat) => inBeats.has(beat.id)).map((beat) => ({ beat: beat.id, label: beat.label })),
    ...scenes.filter((scene) => inScenes.has(scene.id)).map((scene) => ({ scene: scene.id, label: scene.title })),
    ...others.filter((other) => inEntries.has(other.id)).map((other) => ({ entry: other.id, label: other.name })),
  ];
}

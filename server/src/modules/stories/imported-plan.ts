import type { SceneStatus, SceneWhen } from '@three-act/contract/board';
import type { StoryFileV2 } from '@three-act/contract/story-file';
import { present } from '../../lib/invariant';

/** A new story's ids, by the positions its file names them with. */
export interface ImportedIds {
  /** The story's beats in story order (the first act's, then the next's): a place `[act, beat]` is one of them. */
  beats: readonly string[];
  /** The characters, in the file's order. */
  characters: readonly string[];
  /** The plotlines, in the file's order. */
  plotlines: readonly string[];
}

/** A scene row to insert, without the story's id. */
export interface ImportedScene {
  beatId: string | null;
  position: number;
  title: string;
  summary: string | null;
  status: SceneStatus;
  plotlines: string[];
  pov: string | null;
  characters: string[];
  place: string | null;
  wordTarget: number | null;
  when: SceneWhen | null;
  notes: string | null;
}

/** The plotline rows an imported file makes, without the story's id: in its order, the first the main plot. */
export const importedPlotlines = (file: Pick<StoryFileV2, 'plotlines'>) =>
  (file.plotlines ?? []).map(({ name, color }, position) => ({ position, name, color }));

/**
 * The scene rows an imported file makes (docs/decisions/166-the-plan-in-story-files.md), once its
 * beats, characters and plotlines have ids: each scene's beat, plotlines and characters by those
 * ids, and its position its order among the file's scenes of the same beat (or among the
 * unplaced). The file's places and positions were checked by its schema.
 */
export function importedScenes(file: Pick<StoryFileV2, 'acts' | 'scenes'>, ids: ImportedIds): ImportedScene[] {
  const firstOfAct = file.acts.map((_act, actIndex) =>
    file.acts.slice(0, actIndex).reduce((sum, act) => sum + act.beats.length, 0),
  );
  const idAt = (list: readonly string[], what: string) => (index: number) => present(list[index], what);
  const counts = new Map<string | null, number>();
  return (file.scenes ?? []).map(({ beat, plotlines, pov, characters, ...scene }) => {
    const beatId = beat === null ? null : present(ids.beats[(firstOfAct[beat[0]] ?? 0) + beat[1]], "a scene's beat");
    const position = counts.get(beatId) ?? 0;
    counts.set(beatId, position + 1);
    return {
      ...scene,
      beatId,
      position,
      plotlines: plotlines.map(idAt(ids.plotlines, "a scene's plotline")),
      pov: pov === null ? null : idAt(ids.characters, "a scene's point of view")(pov),
      characters: characters.map(idAt(ids.characters, "a scene's character")),
    };
  });
}

import type { Plotline, Scene, SceneStatus, TrashedScene } from '@three-act/contract/board';
import { storyPlotlines, storyScenes } from '../../db/schema';

/** The columns a scene's answer is made from. */
export const sceneColumns = {
  id: storyScenes.id,
  beatId: storyScenes.beatId,
  position: storyScenes.position,
  title: storyScenes.title,
  summary: storyScenes.summary,
  status: storyScenes.status,
  plotlines: storyScenes.plotlines,
  pov: storyScenes.pov,
  characters: storyScenes.characters,
  place: storyScenes.place,
  wordTarget: storyScenes.wordTarget,
  when: storyScenes.when,
  notes: storyScenes.notes,
  version: storyScenes.version,
  fieldVersions: storyScenes.fieldVersions,
  deletedAt: storyScenes.deletedAt,
};

export type SceneRow = Omit<typeof storyScenes.$inferSelect, 'outlineId' | 'createdAt'>;

export const toSceneJson = (row: SceneRow): Scene => ({
  _id: row.id,
  beat: row.beatId,
  position: row.position,
  title: row.title,
  summary: row.summary,
  status: row.status as SceneStatus,
  plotlines: row.plotlines,
  pov: row.pov,
  characters: row.characters,
  place: row.place,
  wordTarget: row.wordTarget,
  when: row.when,
  notes: row.notes,
  version: row.version,
});

export const toTrashedSceneJson = (row: SceneRow & { deletedAt: Date }): TrashedScene => ({
  ...toSceneJson(row),
  deletedAt: row.deletedAt.toISOString(),
});

export const plotlineColumns = {
  id: storyPlotlines.id,
  name: storyPlotlines.name,
  color: storyPlotlines.color,
  position: storyPlotlines.position,
};

export const toPlotlineJson = (row: { id: string; name: string; color: string; position: number }): Plotline => ({
  _id: row.id,
  name: row.name,
  color: row.color,
  position: row.position,
});

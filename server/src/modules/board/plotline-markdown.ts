import type { Board, Scene } from '@three-act/contract/board';
import { sceneMarkdown, type SceneText } from '../stories/scene-text';

/** A board's scene by name: its plotlines, point of view and characters as the story names them. */
function sceneText(board: Board, scene: Scene): SceneText {
  const plotlines = new Map(board.plotlines.map((plotline) => [plotline._id, plotline.name]));
  const characters = new Map(board.characters.map((character) => [character._id, character.name]));
  const namesOf = (ids: readonly string[], names: ReadonlyMap<string, string>) =>
    ids.flatMap((id) => names.get(id) ?? []);
  return {
    title: scene.title,
    status: scene.status,
    plotlines: namesOf(scene.plotlines, plotlines),
    pov: scene.pov === null ? null : (characters.get(scene.pov) ?? null),
    characters: namesOf(scene.characters, characters),
    place: scene.place,
    when: scene.when,
    wordTarget: scene.wordTarget,
    summary: scene.summary,
    notes: scene.notes,
  };
}

/**
 * One plotline's scenes in reading order as Markdown, "the romance thread in order"
 * (docs/decisions/166-the-plan-in-story-files.md): each scene numbered, with where it sits (act ·
 * beat, or unplaced), its facts, summary and notes as the story's Markdown writes them. Null when
 * the board has no such plotline.
 */
export function plotlineMarkdown(board: Board, plotlineId: string): string | null {
  const plotline = board.plotlines.find((candidate) => candidate._id === plotlineId);
  if (!plotline) return null;
  const beats = new Map(board.beats.map((beat) => [beat._id, `${board.acts[beat.act] ?? ''} · ${beat.name}`]));
  const scenes = board.scenes.filter((scene) => scene.plotlines.includes(plotlineId));
  const story = board.title?.trim() || 'Untitled story';
  const count = `${scenes.length} scene${scenes.length === 1 ? '' : 's'}`;
  const lines = [
    `# ${plotline.name}`,
    '',
    `*A plotline of “${story}” (${plotline.color}): ${count} in reading order*`,
    '',
  ];
  if (scenes.length === 0) lines.push('No scene is on this plotline yet.', '');
  scenes.forEach((scene, index) => {
    const where = (scene.beat !== null && beats.get(scene.beat)) || 'Unplaced';
    lines.push(...sceneMarkdown(sceneText(board, scene), `${index + 1}. ${scene.title}`, 2, where));
  });
  return `${lines.join('\n').trimEnd()}\n`;
}

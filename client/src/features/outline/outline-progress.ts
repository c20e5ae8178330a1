import { BEAT_KEYS, OUTLINE_FIELD_COUNT } from '../../content/guided-questions';
import type { Outline } from './outline-api';

const filled = (value: string | null | undefined) => typeof value === 'string' && value.trim() !== '';

/** (title + filled beats) / 33 as a rounded percentage; a missing or null title does not count. */
export function outlineProgress(outline: Outline | null): number {
  if (!outline) return 0;
  const count = (filled(outline.title) ? 1 : 0) + BEAT_KEYS.filter((key) => filled(outline[key])).length;
  return Math.round((count / OUTLINE_FIELD_COUNT) * 100);
}

import { BEAT_KEYS } from '@three-act/contract/beats';
import type { Character, Outline } from '@three-act/contract/outlines';

/** An outline with every beat empty; pass fields to fill some. */
export function makeOutline(fields: Partial<Outline> = {}): Outline {
  const beats = Object.fromEntries(BEAT_KEYS.map((key) => [key, null])) as Record<(typeof BEAT_KEYS)[number], null>;
  return {
    _id: 'o1',
    user: 'u1',
    title: 'The Long Night',
    promptDismissed: false,
    ...beats,
    characters: [],
    version: 1,
    date: '2025-01-02T10:00:00.000Z',
    updatedAt: '2025-01-02T10:00:00.000Z',
    ...fields,
  };
}

export function makeCharacter(fields: Partial<Character> = {}): Character {
  return {
    _id: 'c1',
    name: 'Mara Vell',
    desc: '<p>A lighthouse keeper who <strong>hates</strong> the sea.</p>',
    photoUrl: 'https://example.org/mara.png',
    protag: true,
    beats: [],
    notes: [],
    date: '2025-01-02T10:00:00.000Z',
    ...fields,
  };
}

export const noOutline = { status: 404, data: { errors: [{ msg: 'There is no outline for this user' }] } };

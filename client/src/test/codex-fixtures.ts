import { CHARACTER_TEMPLATE, type CodexEntry, type CodexKind, type CodexListItem } from '@three-act/contract/codex';
import { B1, B2, MARA, STORY } from './board-fixtures';

export const ELDERMERE = '44444444-4444-4444-8444-444444444444';
export const ASH_GUILD = '55555555-5555-4555-8555-555555555555';
export const CODEX_URL = `/api/stories/${STORY}/codex`;
export const KINDS_URL = `/api/stories/${STORY}/codex-kinds`;
export const INDEX_URL = `/api/stories/${STORY}/codex-index`;

export const KINDS: CodexKind[] = [
  { kind: 'character', builtIn: true, fields: [...CHARACTER_TEMPLATE], entries: 1 },
  {
    kind: 'place',
    builtIn: true,
    fields: [
      { id: 'population', name: 'Population', type: 'number' },
      { id: 'climate', name: 'Climate', type: 'choice', choices: ['Cold', 'Mild', 'Hot'] },
      { id: 'founded', name: 'Founded', type: 'date' },
      { id: 'walled', name: 'Walled', type: 'yesNo' },
    ],
    entries: 1,
  },
  { kind: 'object', builtIn: true, fields: [], entries: 0 },
  { kind: 'group', builtIn: true, fields: [], entries: 1 },
  { kind: 'lore', builtIn: true, fields: [], entries: 0 },
];

const LIST: CodexListItem[] = [
  {
    _id: MARA,
    kind: 'character',
    name: 'Mara Vell',
    aliases: ['The Lamplighter'],
    summary: 'Keeps the last lamp lit.',
    tags: ['north'],
    image: null,
  },
  {
    _id: ELDERMERE,
    kind: 'place',
    name: 'Eldermere',
    aliases: ['The Drowned City'],
    summary: 'A city under the lake.',
    tags: ['north', 'ruin'],
    image: 'https://example.org/eldermere.png',
  },
  { _id: ASH_GUILD, kind: 'group', name: 'The Ash Guild', aliases: [], summary: null, tags: ['faction'], image: null },
];

export function makeEntry(fields: Partial<CodexEntry> = {}): CodexEntry {
  return {
    ...(LIST[1] as CodexListItem),
    description: '<p>Its bells ring under water.</p>',
    fields: { population: 1200, climate: 'Cold' },
    matchCase: false,
    protag: false,
    notes: [{ _id: 'n1', noteTitle: 'Mayor', noteText: 'Old Tobin' }],
    appearsIn: [
      { beat: B2, label: 'Act II — The midpoint' },
      { scene: 's1', label: 'The lamp goes out' },
      { entry: MARA, label: 'Mara Vell' },
    ],
    arc: [
      { beat: B2, text: 'Floods' },
      { beat: B1, text: 'Stands' },
    ],
    date: '2026-11-27T09:00:00.000Z',
    version: 1,
    ...fields,
  };
}

/** The codex list as the server answers it: filtered by kind, tag and a name or alias holding `q`, by name. */
export function codexPage(query: URLSearchParams | undefined, entries: readonly CodexListItem[] = LIST) {
  const q = query?.get('q')?.toLowerCase();
  return {
    entries: entries
      .filter(
        (entry) =>
          (!query?.get('kind') || entry.kind === query.get('kind')) &&
          (!query?.get('tag') || entry.tags.includes(query.get('tag') ?? '')) &&
          (!q || [entry.name, ...entry.aliases].some((name) => name.toLowerCase().includes(q))),
      )
      .sort((a, b) => a.name.toLowerCase().localeCompare(b.name.toLowerCase())),
    next: null,
  };
}

/** GET /api/stories/{id}/codex-index: every entry at once. */
export const codexIndex = (entries: readonly CodexListItem[] = LIST) => ({
  entries: entries.map(({ _id, kind, name, aliases, tags }) => ({ _id, kind, name, aliases, tags, matchCase: false })),
});

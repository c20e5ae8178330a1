import {
  BUILT_IN_KINDS,
  fieldValueError,
  patchEntryBody,
  type Appearance,
  type ArcPoint,
  type CodexEntry,
  type FieldValue,
  type PatchEntryBody,
  type TemplateField,
} from '@three-act/contract/codex';
import { i18next } from '../../lib/i18n';
import type { CodexT } from './words';

/**
 * What the codex pages read of the story's plan: its acts, beats and scenes in order. The route
 * hands it down from the board's answer (features do not import each other).
 */
export interface StoryPlan {
  acts: readonly string[];
  beats: readonly { _id: string; act: number; name: string; key?: string }[];
  scenes: readonly { _id: string; beat: string | null; position: number; title: string }[];
}

const ROMAN = ['I', 'II', 'III', 'IV', 'V', 'VI', 'VII'];
/** "Act II: Confrontation". */
export const actName = (plan: StoryPlan, act: number, t: CodexT) => {
  const number = ROMAN[act] ?? act + 1;
  const name = plan.acts[act];
  return name ? t('Act {{number}}: {{name}}', { number, name }) : t('Act {{number}}', { number });
};

/** The built-in kinds' names in English, the keys of their names in every language. */
const BUILT_IN_LABELS: Record<string, string> = {
  character: 'Character',
  place: 'Place',
  object: 'Object',
  group: 'Group',
  lore: 'Lore',
};

/** A kind as the pages name it: the built-in ones capitalised (in the interface's language), a writer's own as written. */
export const kindLabel = (kind: string, t: CodexT) => {
  const builtIn = BUILT_IN_LABELS[kind];
  return builtIn ? t(builtIn) : kind;
};

/** A kind's name inside a sentence: lower case, except in German, where nouns keep their capital. */
export const inSentence = (label: string) => (i18next.language === 'de' ? label : label.toLowerCase());

/** A built-in kind's name in English ("Place"), a writer's own as written. */
export const englishKindLabel = (kind: string) => BUILT_IN_LABELS[kind] ?? kind;

/** Built-in kinds first in their order, then the writer's own as the server lists them. */
export const isOwnKind = (kind: string) => !(BUILT_IN_KINDS as readonly string[]).includes(kind);

/** "Act II: Confrontation · The midpoint", or null for a beat the plan does not have. */
export function beatLabel(plan: StoryPlan | undefined, beat: string, t: CodexT): string | null {
  const found = plan?.beats.find((each) => each._id === beat);
  return found && plan ? `${actName(plan, found.act, t)} · ${found.name}` : null;
}

/** The act page at a beat: its field is named by its built-in key on a Three Act story, else by its id. */
function beatPath(plan: StoryPlan | undefined, beat: string): string | null {
  const found = plan?.beats.find((each) => each._id === beat);
  return found ? `/act-${found.act + 1}#${found.key ?? found._id}` : null;
}

/** Where an "Appears in" link goes: the act page at the beat, the board with the scene open, the entry. */
export function appearancePath(story: string, plan: StoryPlan | undefined, appearance: Appearance): string | null {
  const base = `/stories/${encodeURIComponent(story)}`;
  if (appearance.beat) return beatPath(plan, appearance.beat);
  if (appearance.scene) return `${base}/board?scene=${encodeURIComponent(appearance.scene)}`;
  if (appearance.entry) return `${base}/codex/${encodeURIComponent(appearance.entry)}`;
  return null;
}

/** Every tag of the entries, sorted, each once. */
export const tagsOf = (entries: readonly { tags: readonly string[] }[]) =>
  [...new Set(entries.flatMap((entry) => entry.tags))].sort((a, b) => a.localeCompare(b));

/** The entry's lists, typed as "one, two, three" (aliases, tags). */
const LIST_KEYS = ['aliases', 'tags'] as const;
export type ListKey = (typeof LIST_KEYS)[number];

/** A list typed as "one, two, three": its items trimmed, empty ones dropped. */
const splitList = (text: string) =>
  text
    .split(',')
    .map((item) => item.trim())
    .filter(Boolean);

/** A place in the story's order: the beat's index, then (for a scene) its place in the beat; unplaced scenes last. */
function orderOf(plan: StoryPlan, point: { beat?: string; scene?: string }): [number, number] {
  const beatIndex = (beat: string | null | undefined) => {
    const index = plan.beats.findIndex((each) => each._id === beat);
    return index < 0 ? plan.beats.length : index;
  };
  if (point.beat) return [beatIndex(point.beat), -1];
  const scene = plan.scenes.find((each) => each._id === point.scene);
  return [beatIndex(scene?.beat), scene?.position ?? 0];
}

/** Arc points in story order (a scene's after its beat's own). */
export function inStoryOrder<T extends { beat?: string; scene?: string }>(plan: StoryPlan, points: readonly T[]): T[] {
  return [...points].sort((a, b) => {
    const [beatA, placeA] = orderOf(plan, a);
    const [beatB, placeB] = orderOf(plan, b);
    return beatA - beatB || placeA - placeB;
  });
}

/** Where an arc point is, in words: a beat's label, or "Scene: title (beat)". */
export function pointLabel(plan: StoryPlan, point: Pick<ArcPoint, 'beat' | 'scene'>, t: CodexT): string {
  if (point.beat) return beatLabel(plan, point.beat, t) ?? t('A beat no longer in the story');
  const scene = plan.scenes.find((each) => each._id === point.scene);
  if (!scene) return t('A scene no longer in the story');
  return t('Scene: {{title}}', { title: scene.title });
}

/** An entry as its editor holds it: every value as its control shows it (text), lists as "a, b". */
export interface EntryValues {
  name: string;
  aliases: string;
  summary: string;
  description: string;
  image: string;
  tags: string;
  matchCase: boolean;
  protag: boolean;
  /** By field id: text as typed, a number as typed, 'yes' / 'no' / '' for yes-no, '' for none. */
  fields: Record<string, string>;
}

function fieldText(field: TemplateField, value: FieldValue | undefined): string {
  if (value === null || value === undefined) return '';
  if (field.type === 'yesNo') return value === true ? 'yes' : value === false ? 'no' : '';
  return String(value);
}

export function valuesOf(entry: CodexEntry, sheet: readonly TemplateField[]): EntryValues {
  return {
    name: entry.name,
    aliases: entry.aliases.join(', '),
    tags: entry.tags.join(', '),
    summary: entry.summary ?? '',
    description: entry.description,
    image: entry.image ?? '',
    matchCase: entry.matchCase,
    protag: entry.protag,
    fields: Object.fromEntries(sheet.map((field) => [field.id, fieldText(field, entry.fields[field.id])])),
  };
}

/** A field's typed text as the value the server keeps, or why it cannot be one. */
function fieldValueOf(field: TemplateField, text: string): { value: FieldValue } | { error: string } {
  const trimmed = text.trim();
  if (trimmed === '') return { value: null };
  let value: FieldValue = field.type === 'longText' ? text : trimmed;
  if (field.type === 'number') value = Number(trimmed);
  if (field.type === 'yesNo') value = trimmed === 'yes';
  const error = fieldValueError(field, value);
  return error ? { error } : { value };
}

/** The PATCH body of what changed between `saved` and `values`, and the errors that keep it from being sent. */
export function changesOf(
  saved: EntryValues,
  values: EntryValues,
  sheet: readonly TemplateField[],
): { changes: PatchEntryBody | null; errors: Record<string, string> } {
  const body: Record<string, unknown> = {};
  const errors: Record<string, string> = {};
  if (values.name !== saved.name) body.name = values.name;
  for (const key of LIST_KEYS) if (values[key] !== saved[key]) body[key] = splitList(values[key]);
  if (values.summary !== saved.summary) body.summary = values.summary;
  if (values.description !== saved.description) body.description = values.description;
  if (values.image !== saved.image) body.image = values.image;
  if (values.matchCase !== saved.matchCase) body.matchCase = values.matchCase;
  if (values.protag !== saved.protag) body.protag = values.protag;
  const fields: Record<string, FieldValue> = {};
  for (const field of sheet) {
    const text = values.fields[field.id] ?? '';
    if (text === (saved.fields[field.id] ?? '')) continue;
    const result = fieldValueOf(field, text);
    if ('error' in result) errors[`fields.${field.id}`] = result.error;
    else fields[field.id] = result.value;
  }
  if (Object.keys(fields).length > 0) body.fields = fields;
  if (Object.keys(body).length === 0) return { changes: null, errors };
  const checked = patchEntryBody.safeParse(body);
  if (!checked.success) {
    for (const issue of checked.error.issues) {
      const [first, second] = issue.path;
      const key = first === 'fields' && second !== undefined ? `fields.${String(second)}` : String(first ?? '');
      errors[key] ??= issue.message;
    }
  }
  return { changes: body as PatchEntryBody, errors };
}

/** One value of an entry's editor: a top-level key, or `fields.<id>` for a sheet field. */
export type EntryValueKey = Exclude<keyof EntryValues, 'fields'> | `fields.${string}`;

const entryValueKeys = (values: EntryValues): EntryValueKey[] => [
  ...(Object.keys(values).filter((key) => key !== 'fields') as Exclude<keyof EntryValues, 'fields'>[]),
  ...Object.keys(values.fields).map((id): EntryValueKey => `fields.${id}`),
];

export const entryValue = (values: EntryValues, key: EntryValueKey): string | boolean =>
  key.startsWith('fields.')
    ? (values.fields[key.slice('fields.'.length)] ?? '')
    : values[key as Exclude<keyof EntryValues, 'fields'>];

export function withEntryValue(values: EntryValues, key: EntryValueKey, value: string | boolean): EntryValues {
  if (key.startsWith('fields.'))
    return { ...values, fields: { ...values.fields, [key.slice('fields.'.length)]: String(value) } };
  return { ...values, [key]: value };
}

/**
 * A draft kept on the device put back over the entry as the server has it now
 * (docs/decisions/183-codex-entries-never-lose-a-word.md): what the writer changed on the device
 * (`draft` against its `base`) is taken where the server still has the base; where the server's
 * value changed too, and to something else, the key is a conflict the writer settles.
 */
export function restoreEntryDraft(
  server: EntryValues,
  draft: EntryValues,
  base: EntryValues,
): { values: EntryValues; conflicts: EntryValueKey[] } {
  let values = server;
  const conflicts: EntryValueKey[] = [];
  for (const key of entryValueKeys(server)) {
    const mine = entryValue(draft, key);
    const from = entryValue(base, key);
    const theirs = entryValue(server, key);
    if (mine === from || mine === theirs) continue;
    if (theirs !== from) conflicts.push(key);
    values = withEntryValue(values, key, mine);
  }
  return { values, conflicts };
}

import type { PatchSceneBody, Scene, SceneField, SceneStatus, SceneWhen } from '@three-act/contract/board';

/** The scene panel's fields as its inputs hold them. */
export interface SceneValues {
  title: string;
  summary: string;
  status: SceneStatus;
  plotlines: string[];
  pov: string;
  characters: string[];
  place: string;
  wordTarget: string;
  /** When it happens: not set, a date and time, or a day number ("day 3"). */
  whenKind: 'none' | 'date' | 'day';
  start: string;
  end: string;
  notes: string;
}

/** How each field is named to the writer (a conflict's heading, an error). */
export const FIELD_LABELS: Record<SceneField, string> = {
  title: 'the title',
  summary: 'the summary',
  status: 'the status',
  plotlines: 'the plotlines',
  pov: 'the point of view',
  characters: 'who is in it',
  place: 'the place',
  wordTarget: 'the word target',
  when: 'when it happens',
  notes: 'the notes',
};

/** `2026-03-01T09:30:00.000Z` as a date-time input shows it (local time, to the minute). */
function toLocalInput(iso: string): string {
  if (/^\d{4}-\d{2}-\d{2}$/.test(iso)) return `${iso}T00:00`;
  const date = new Date(iso);
  if (Number.isNaN(date.getTime())) return '';
  const pad = (n: number) => String(n).padStart(2, '0');
  return `${date.getFullYear()}-${pad(date.getMonth() + 1)}-${pad(date.getDate())}T${pad(date.getHours())}:${pad(date.getMinutes())}`;
}

function whenValues(when: SceneWhen | null): Pick<SceneValues, 'whenKind' | 'start' | 'end'> {
  if (!when) return { whenKind: 'none', start: '', end: '' };
  if (typeof when.start === 'string') {
    return {
      whenKind: 'date',
      start: toLocalInput(when.start),
      end: typeof when.end === 'string' ? toLocalInput(when.end) : '',
    };
  }
  return {
    whenKind: 'day',
    start: String(when.start.day),
    end: when.end && typeof when.end !== 'string' ? String(when.end.day) : '',
  };
}

export function valuesOf(scene: Scene): SceneValues {
  return {
    title: scene.title,
    summary: scene.summary ?? '',
    status: scene.status,
    plotlines: scene.plotlines,
    pov: scene.pov ?? '',
    characters: scene.characters,
    place: scene.place ?? '',
    wordTarget: scene.wordTarget === null ? '' : String(scene.wordTarget),
    ...whenValues(scene.when),
    notes: scene.notes ?? '',
  };
}

/** A date-time input's local time as the ISO instant the server keeps. */
const toIso = (local: string) => {
  const date = new Date(local);
  return Number.isNaN(date.getTime()) ? local : date.toISOString();
};

const dayOf = (text: string) => (/^-?\d+$/.test(text.trim()) ? { day: Number(text.trim()) } : { day: Number.NaN });

function whenOf(values: SceneValues): SceneWhen | null {
  if (values.whenKind === 'none' || values.start.trim() === '') return null;
  if (values.whenKind === 'date') {
    return values.end ? { start: toIso(values.start), end: toIso(values.end) } : { start: toIso(values.start) };
  }
  return values.end.trim() ? { start: dayOf(values.start), end: dayOf(values.end) } : { start: dayOf(values.start) };
}

const orNull = (text: string) => (text.trim() === '' ? null : text);

/** Each field as a save sends it. */
export function bodyOf(values: SceneValues): Required<Pick<PatchSceneBody, SceneField>> {
  const target = values.wordTarget.trim();
  return {
    title: values.title,
    summary: orNull(values.summary),
    status: values.status,
    plotlines: values.plotlines,
    pov: orNull(values.pov),
    characters: values.characters,
    place: orNull(values.place),
    wordTarget: target === '' ? null : /^\d+$/.test(target) ? Number(target) : Number.NaN,
    when: whenOf(values),
    notes: orNull(values.notes),
  };
}

/** The same value whatever the order of an object's keys (a `when` read back from the server). */
export const sameValue = (a: unknown, b: unknown) => canonical(a) === canonical(b);
const canonical = (value: unknown): string =>
  JSON.stringify(value, (_key, inner: unknown) =>
    inner && typeof inner === 'object' && !Array.isArray(inner)
      ? Object.fromEntries(Object.entries(inner).sort(([a], [b]) => a.localeCompare(b)))
      : inner,
  );

/** The inputs a field of the body comes from, to set them from a chosen version. */
export function withField(values: SceneValues, field: SceneField, scene: Scene): SceneValues {
  const from = valuesOf(scene);
  if (field === 'when') return { ...values, whenKind: from.whenKind, start: from.start, end: from.end };
  return { ...values, [field]: from[field] };
}

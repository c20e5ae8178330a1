import {
  BUILT_IN_KINDS,
  defaultTemplate,
  fieldValueError,
  isBuiltInKind,
  type TemplateField,
} from '@three-act/contract/codex';
import {
  CHARACTERS_PER_STORY_MAX,
  CODEX_ENTRIES_PER_STORY_MAX,
  CODEX_KINDS_PER_STORY_MAX,
} from '@three-act/contract/limits';
import type { StoryFileCodex, StoryFileV2 } from '@three-act/contract/story-file';
import { asc, eq, inArray, sql } from 'drizzle-orm';
import type { Db, Tx } from '../../db/client';
import { characters, codexArcPoints, codexKinds, codexRelationships, notes } from '../../db/schema';
import { HttpError } from '../../lib/http-error';
import { present } from '../../lib/invariant';
import { newFieldId } from './field-ids';
import { storyRanks } from './story-order';

/** A story's codex as its file needs it: every row, by id. */
export interface CodexRows {
  kinds: { name: string; fields: TemplateField[] }[];
  entries: {
    id: string;
    kind: string;
    name: string;
    aliases: string[];
    summary: string | null;
    description: string;
    image: string;
    tags: string[];
    fields: Record<string, string | number | boolean>;
    matchCase: boolean;
    notes: { noteTitle: string; noteText: string }[];
  }[];
  arcPoints: { entryId: string; beatId: string | null; sceneId: string | null; text: string }[];
  relationships: {
    fromId: string;
    toId: string;
    label: string;
    directed: boolean;
    note: string | null;
    fromBeat: string | null;
    untilBeat: string | null;
  }[];
}

/**
 * Reads a story's codex: kinds by creation, entries (characters too) by creation (by name, any case,
 * with `byName`, as the shared page lists them), ties by creation. Without `notesAndArcs` (the shared
 * page shows neither) the entries' notes and the arc points are not read.
 */
export async function readCodexRows(
  db: Db | Tx,
  storyId: string,
  { byName = false, notesAndArcs = true }: { byName?: boolean; notesAndArcs?: boolean } = {},
): Promise<CodexRows> {
  const kinds = await db
    .select({ name: codexKinds.name, fields: codexKinds.fields })
    .from(codexKinds)
    .where(eq(codexKinds.outlineId, storyId))
    .orderBy(asc(codexKinds.createdAt), asc(codexKinds.id));
  const rows = await db
    .select({
      id: characters.id,
      kind: characters.kind,
      name: characters.name,
      aliases: characters.aliases,
      summary: characters.summary,
      description: characters.desc,
      image: characters.photoUrl,
      tags: characters.tags,
      fields: characters.fields,
      matchCase: characters.matchCase,
    })
    .from(characters)
    .where(eq(characters.outlineId, storyId))
    .orderBy(byName ? sql`lower(${characters.name})` : asc(characters.createdAt), asc(characters.id));
  const others = rows.filter((row) => row.kind !== 'character').map((row) => row.id);
  const noteRows =
    !notesAndArcs || others.length === 0
      ? []
      : await db
          .select({ characterId: notes.characterId, noteTitle: notes.noteTitle, noteText: notes.noteText })
          .from(notes)
          .where(inArray(notes.characterId, others))
          .orderBy(asc(notes.createdAt), asc(notes.id));
  const ids = rows.map((row) => row.id);
  const arcPoints =
    !notesAndArcs || ids.length === 0
      ? []
      : await db
          .select({
            entryId: codexArcPoints.entryId,
            beatId: codexArcPoints.beatId,
            sceneId: codexArcPoints.sceneId,
            text: codexArcPoints.text,
          })
          .from(codexArcPoints)
          .where(inArray(codexArcPoints.entryId, ids));
  const relationships = await db
    .select({
      fromId: codexRelationships.fromId,
      toId: codexRelationships.toId,
      label: codexRelationships.label,
      directed: codexRelationships.directed,
      note: codexRelationships.note,
      fromBeat: codexRelationships.fromBeat,
      untilBeat: codexRelationships.untilBeat,
    })
    .from(codexRelationships)
    .where(eq(codexRelationships.outlineId, storyId))
    .orderBy(asc(codexRelationships.createdAt), asc(codexRelationships.id));
  const notesOf = new Map<string, { noteTitle: string; noteText: string }[]>();
  for (const { characterId, noteTitle, noteText } of noteRows)
    notesOf.set(characterId, [...(notesOf.get(characterId) ?? []), { noteTitle, noteText }]);
  return {
    kinds,
    entries: rows.map((row) => ({
      ...row,
      notes: notesOf.get(row.id) ?? [],
    })),
    arcPoints,
    relationships,
  };
}

/**
 * The codex in a story file (docs/decisions/177-the-codex.md): beats by place, scenes by position in
 * the file's `scenes`, characters by position in `characters`, other entries by position in
 * `codex.entries`; undefined when the story has nothing beyond its characters' cards.
 */
export function toFileCodex(
  rows: CodexRows,
  refs: {
    beatIds: readonly string[];
    places: ReadonlyMap<string, [number, number]>;
    scenes: readonly { _id: string; beat: string | null }[];
    characterIds: readonly string[];
  },
): StoryFileCodex | undefined {
  const sceneAt = new Map(refs.scenes.map((scene, index) => [scene._id, index]));
  const characterAt = new Map(refs.characterIds.map((id, index) => [id, index]));
  const others = rows.entries.filter((entry) => entry.kind !== 'character');
  const entryAt = new Map(others.map((entry, index) => [entry.id, index]));
  const ranks = storyRanks(
    refs.beatIds.map((id) => ({ id })),
    refs.scenes.map((scene) => ({ id: scene._id, beatId: scene.beat })),
  );
  const arcOf = (entryId: string) =>
    rows.arcPoints
      .filter((point) => point.entryId === entryId && ranks.has((point.beatId ?? point.sceneId) as string))
      .sort(
        (a, b) =>
          (ranks.get((a.beatId ?? a.sceneId) as string) ?? 0) - (ranks.get((b.beatId ?? b.sceneId) as string) ?? 0),
      )
      .flatMap((point): StoryFileCodex['entries'][number]['arc'] => {
        const beat = point.beatId === null ? undefined : refs.places.get(point.beatId);
        const scene = point.sceneId === null ? undefined : sceneAt.get(point.sceneId);
        if (beat) return [{ beat, text: point.text }];
        return scene === undefined ? [] : [{ scene, text: point.text }];
      });
  const extras = (entry: CodexRows['entries'][number]) => ({
    aliases: entry.aliases,
    summary: entry.summary,
    tags: entry.tags,
    fields: entry.fields,
    matchCase: entry.matchCase,
    arc: arcOf(entry.id),
  });
  const endOf = (id: string) => {
    const character = characterAt.get(id);
    if (character !== undefined) return { character };
    const entry = entryAt.get(id);
    return entry === undefined ? null : { entry };
  };
  const characterExtras = rows.entries.flatMap((entry) => {
    const character = characterAt.get(entry.id);
    if (character === undefined) return [];
    const more = extras(entry);
    const plain =
      more.aliases.length + more.tags.length + Object.keys(more.fields).length + more.arc.length === 0 &&
      more.summary === null &&
      more.matchCase;
    return plain ? [] : [{ character, ...more }];
  });
  const relationships = rows.relationships.flatMap((tie) => {
    const from = endOf(tie.fromId);
    const to = endOf(tie.toId);
    if (!from || !to) return [];
    return [
      {
        from,
        to,
        label: tie.label,
        directed: tie.directed,
        note: tie.note,
        fromBeat: (tie.fromBeat !== null && refs.places.get(tie.fromBeat)) || null,
        untilBeat: (tie.untilBeat !== null && refs.places.get(tie.untilBeat)) || null,
      },
    ];
  });
  const codex: StoryFileCodex = {
    kinds: rows.kinds.map(({ name, fields }) => ({ name, fields })),
    entries: others.map((entry) => ({
      kind: entry.kind,
      name: entry.name,
      description: entry.description,
      image: entry.image || null,
      notes: entry.notes,
      ...extras(entry),
    })),
    characters: characterExtras,
    relationships,
  };
  const empty = codex.kinds.length + codex.entries.length + codex.characters.length + codex.relationships.length === 0;
  return empty ? undefined : codex;
}

type ImportedCodex = NonNullable<StoryFileV2['codex']>;

/**
 * A file's codex in the new story it is imported as, in the import's transaction: its kinds, its
 * entries with their notes, its characters' codex fields, its ties and arcs. Anything the file
 * names that the story cannot hold is a 400 naming it, and nothing is kept.
 */
export async function importCodex(
  tx: Tx,
  codex: ImportedCodex | undefined,
  refs: {
    storyId: string;
    userId: string;
    /** The new story's beat id at a place of the file. */
    beatAt: (place: [number, number]) => string;
    sceneIds: readonly string[];
    characterIds: readonly string[];
    /** The first creation time free after the characters. */
    start: number;
  },
) {
  if (!codex) return;
  const refuse = (path: string, msg: string) => HttpError.badRequest(`codex.${path}: ${msg}`);
  // Kinds: a built-in kind's sheet, or a kind of the writer's own.
  const sheets = new Map<string, { name: string; fields: TemplateField[] }>(
    BUILT_IN_KINDS.map((kind) => [kind, { name: kind, fields: [...defaultTemplate(kind)] }]),
  );
  const own = new Set<string>();
  const kindRows = codex.kinds.map((kind, index) => {
    const key = kind.name.toLowerCase();
    if (own.has(key)) {
      throw refuse(`kinds[${index}].name`, 'Two kinds have the same name');
    }
    own.add(key);
    const taken = new Set(kind.fields.flatMap((field) => field.id ?? []));
    const fields: TemplateField[] = kind.fields.map((field) => ({
      id: field.id ?? newFieldId(field.name, taken),
      name: field.name,
      type: field.type,
      ...(field.type === 'choice' && { choices: field.choices ?? [] }),
    }));
    const name = isBuiltInKind(key) ? key : kind.name;
    sheets.set(key, { name, fields });
    // A millisecond apart, so the kinds keep the file's order (one transaction's now() is one time).
    return { outlineId: refs.storyId, name, nameKey: key, fields, createdAt: new Date(refs.start + index) };
  });
  if ([...own].filter((key) => !isBuiltInKind(key)).length > CODEX_KINDS_PER_STORY_MAX) {
    throw refuse('kinds', `A story can have at most ${CODEX_KINDS_PER_STORY_MAX} kinds of its own`);
  }
  if (refs.characterIds.length + codex.entries.length > CODEX_ENTRIES_PER_STORY_MAX) {
    throw refuse('entries', `A story can have at most ${CODEX_ENTRIES_PER_STORY_MAX} codex entries`);
  }
  const checkValues = (sheet: readonly TemplateField[], values: Record<string, unknown>, path: string) => {
    const byId = new Map(sheet.map((field) => [field.id, field]));
    for (const [id, value] of Object.entries(values)) {
      const field = byId.get(id);
      if (!field) throw refuse(`${path}.fields.${id}`, `The sheet has no field ${id}`);
      const error = fieldValueError(field, value);
      if (error) throw refuse(`${path}.fields.${id}`, error);
    }
  };
  const kept = (values: Record<string, string | number | boolean | null>) =>
    Object.fromEntries(Object.entries(values).filter(([, value]) => value !== null)) as Record<
      string,
      string | number | boolean
    >;
  const entryRows = codex.entries.map((entry, index) => {
    const sheet = sheets.get(entry.kind.toLowerCase());
    if (!sheet) throw refuse(`entries[${index}].kind`, `This story has no kind ${entry.kind}`);
    if (sheet.name === 'character') {
      throw refuse(`entries[${index}].kind`, "A character belongs in the file's characters");
    }
    checkValues(sheet.fields, entry.fields, `entries[${index}]`);
    return {
      outlineId: refs.storyId,
      userId: refs.userId,
      kind: sheet.name,
      name: entry.name,
      aliases: entry.aliases,
      summary: entry.summary,
      desc: entry.description,
      photoUrl: entry.image ?? '',
      tags: entry.tags,
      fields: kept(entry.fields),
      matchCase: entry.matchCase,
      createdAt: new Date(refs.start + index),
    };
  });
  const characterSheet = present(sheets.get('character'), 'the character sheet').fields;
  const seenCharacters = new Set<number>();
  codex.characters.forEach((extras, index) => {
    if (seenCharacters.has(extras.character)) throw refuse(`characters[${index}].character`, 'A character twice');
    seenCharacters.add(extras.character);
    checkValues(characterSheet, extras.fields, `characters[${index}]`);
  });
  if (refs.characterIds.length > CHARACTERS_PER_STORY_MAX) {
    throw refuse('characters', `A story can have at most ${CHARACTERS_PER_STORY_MAX} characters`);
  }

  if (kindRows.length > 0) await tx.insert(codexKinds).values(kindRows);
  const made =
    entryRows.length === 0
      ? []
      : await tx.insert(characters).values(entryRows).returning({ id: characters.id, createdAt: characters.createdAt });
  const idAt = new Map(made.map((row) => [row.createdAt.getTime() - refs.start, row.id]));
  const entryIds = codex.entries.map((_entry, index) => present(idAt.get(index), 'an imported entry'));
  const noteRows = codex.entries.flatMap((entry, index) =>
    entry.notes.map((note, at) => ({
      ...note,
      characterId: entryIds[index] as string,
      createdAt: new Date(refs.start + at),
    })),
  );
  if (noteRows.length > 0) await tx.insert(notes).values(noteRows);
  for (const extras of codex.characters) {
    await tx
      .update(characters)
      .set({
        aliases: extras.aliases,
        summary: extras.summary,
        tags: extras.tags,
        fields: kept(extras.fields),
        matchCase: extras.matchCase,
      })
      .where(eq(characters.id, present(refs.characterIds[extras.character], 'a character')));
  }
  const idOf = (end: { character?: number | undefined; entry?: number | undefined }) =>
    end.character !== undefined
      ? present(refs.characterIds[end.character], 'a tied character')
      : present(entryIds[end.entry as number], 'a tied entry');
  const rank = (place: [number, number]) => place[0] * 1_000_000 + place[1];
  const tieRows = codex.relationships.map((tie, index) => {
    if (tie.fromBeat && tie.untilBeat && rank(tie.fromBeat) > rank(tie.untilBeat)) {
      throw refuse(`relationships[${index}].untilBeat`, 'A tie cannot end before the beat it starts at');
    }
    return {
      outlineId: refs.storyId,
      fromId: idOf(tie.from),
      toId: idOf(tie.to),
      label: tie.label,
      directed: tie.directed,
      note: tie.note,
      fromBeat: tie.fromBeat ? refs.beatAt(tie.fromBeat) : null,
      untilBeat: tie.untilBeat ? refs.beatAt(tie.untilBeat) : null,
      createdAt: new Date(refs.start + index),
    };
  });
  if (tieRows.length > 0) await tx.insert(codexRelationships).values(tieRows);
  const arcs = [
    ...codex.entries.map((entry, index) => ({
      entryId: entryIds[index] as string,
      arc: entry.arc,
      path: `entries[${index}]`,
    })),
    ...codex.characters.map((extras, index) => ({
      entryId: present(refs.characterIds[extras.character], 'a character'),
      arc: extras.arc,
      path: `characters[${index}]`,
    })),
  ];
  const pointRows = arcs.flatMap(({ entryId, arc, path }) => {
    const seen = new Set<string>();
    return arc.map((point, at) => {
      const beatId = point.beat ? refs.beatAt(point.beat) : null;
      const sceneId = point.scene === undefined ? null : present(refs.sceneIds[point.scene], 'an arc scene');
      const place = (beatId ?? sceneId) as string;
      if (seen.has(place)) throw refuse(`${path}.arc[${at}]`, 'Two points of the arc are at the same place');
      seen.add(place);
      return { entryId, beatId, sceneId, text: point.text };
    });
  });
  if (pointRows.length > 0) await tx.insert(codexArcPoints).values(pointRows);
}

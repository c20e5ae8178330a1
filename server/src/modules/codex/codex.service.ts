import {
  BUILT_IN_KINDS,
  CODEX_PAGE_SIZE,
  defaultTemplate,
  fieldValueError,
  isBuiltInKind,
  type ArcPoint,
  type CodexEntry,
  type CodexIndexItem,
  type CodexKind,
  type CodexListItem,
  type FieldValue,
  type PutArcBody,
  type PutKindBody,
  type TemplateField,
} from '@three-act/contract/codex';
import {
  CHARACTERS_PER_STORY_MAX,
  CODEX_ALIASES_MAX,
  CODEX_ENTRIES_PER_STORY_MAX,
  CODEX_KINDS_PER_STORY_MAX,
  NOTES_PER_CHARACTER_MAX,
} from '@three-act/contract/limits';
import { and, asc, count, eq, isNull, sql } from 'drizzle-orm';
import type { AppDeps } from '../../deps';
import type { Db, Tx } from '../../db/client';
import { characters, codexArcPoints, codexKinds, notes, outlines, storyScenes } from '../../db/schema';
import { HttpError } from '../../lib/http-error';
import { readAll } from '../../db/reads';
import { isId } from '../../lib/ids';
import { accessStory, reachable } from '../together/story-access';
import { appearsIn } from './appears-in';
import { newFieldId } from './field-ids';
import { beatsInOrder, entriesNaming, mayName, scenesInOrder, storyRanks } from './story-order';

const ENTRY_NOT_FOUND = 'Entry not found';
const KIND_NOT_FOUND = 'Kind not found';

type Values = Record<string, FieldValue>;

/** An entry's fields as a save sends them: what the route has parsed and sanitised. */
export interface EntryChange {
  name?: string;
  aliases?: string[];
  summary?: string | null;
  description?: string;
  image?: string | null;
  tags?: string[];
  fields?: Values;
  matchCase?: boolean;
  protag?: boolean;
}

const listColumns = {
  id: characters.id,
  kind: characters.kind,
  name: characters.name,
  aliases: characters.aliases,
  summary: characters.summary,
  tags: characters.tags,
  photoUrl: characters.photoUrl,
};
interface ListRow {
  id: string;
  kind: string;
  name: string;
  aliases: string[];
  summary: string | null;
  tags: string[];
  photoUrl: string;
}

const toListItem = (row: ListRow): CodexListItem => ({
  _id: row.id,
  kind: row.kind,
  name: row.name,
  aliases: row.aliases,
  summary: row.summary,
  tags: row.tags,
  image: row.photoUrl || null,
});

/** The list's cursor: the last entry's name in lower case and its id, as base64url JSON. */
const cursorOf = (key: string, id: string) => Buffer.from(JSON.stringify([key, id])).toString('base64url');
const NOT_A_CURSOR = 'after must be the next cursor of a page';

/** A search the trigram index can answer: three letters or digits in a row. */
const TRIGRAM = /[\p{L}\p{N}]{3}/u;
/** Text a LIKE pattern matches as written: its wildcards and escape character escaped. */
const likeEscaped = (text: string) => text.replace(/[\\%_]/g, '\\$&');

function readCursor(cursor: string) {
  let value: unknown;
  try {
    value = JSON.parse(Buffer.from(cursor, 'base64url').toString('utf8'));
  } catch {
    throw HttpError.badRequest(NOT_A_CURSOR, 'after');
  }
  if (!Array.isArray(value) || value.length !== 2 || typeof value[0] !== 'string' || !isId(value[1])) {
    throw HttpError.badRequest(NOT_A_CURSOR, 'after');
  }
  return { key: value[0], id: value[1] };
}

/**
 * The aliases after a rename (docs/decisions/177-the-codex.md): text links an entry by its names, so
 * the old name joins the aliases unless it is one already or the new name only changes its case;
 * when the aliases are full, the oldest gives way.
 */
function aliasesAfterRename(oldName: string, newName: string, aliases: readonly string[]) {
  const old = oldName.toLowerCase();
  if (old === newName.toLowerCase() || aliases.some((alias) => alias.toLowerCase() === old)) return [...aliases];
  return [...aliases, oldName].slice(-CODEX_ALIASES_MAX);
}

/** A kind as a story has it: its name as entries carry it, whether built in, its sheet. */
interface KindOfStory {
  name: string;
  builtIn: boolean;
  fields: TemplateField[];
}

/** A value as a note's text, when its field goes or no longer holds it. */
const valueText = (value: Exclude<FieldValue, null>) =>
  typeof value === 'boolean' ? (value ? 'Yes' : 'No') : String(value);

/**
 * The codex of a writer's story (docs/decisions/177-the-codex.md): entries of every kind (the rows
 * of `characters`), each kind's sheet and the entries' arcs. Owner only: another writer's story or
 * entry answers 404. Every change moves the story's `updated_at`, as a character's change does.
 */
export function createCodexService({ db }: AppDeps) {
  /** The story outside the trash, read by a member or locked for a change by an editor (decision 189). */
  const ownStory = (tx: Db | Tx, userId: string, storyId: string, lock = false) =>
    accessStory(tx, userId, storyId, lock ? 'write' : 'read', { lock });

  const touch = (tx: Tx, storyId: string) =>
    tx
      .update(outlines)
      .set({ updatedAt: sql`now()` })
      .where(eq(outlines.id, storyId));

  /** Every kind of a story: the built-in ones first (their sheet edited or not), then the writer's own in creation order. */
  async function kindsOf(tx: Db | Tx, storyId: string): Promise<KindOfStory[]> {
    const rows = await tx
      .select({ name: codexKinds.name, nameKey: codexKinds.nameKey, fields: codexKinds.fields })
      .from(codexKinds)
      .where(eq(codexKinds.outlineId, storyId))
      .orderBy(asc(codexKinds.createdAt), asc(codexKinds.id));
    const edited = new Map(rows.map((row) => [row.nameKey, row]));
    return [
      ...BUILT_IN_KINDS.map((kind) => ({
        name: kind,
        builtIn: true,
        fields: edited.get(kind)?.fields ?? [...defaultTemplate(kind)],
      })),
      ...rows
        .filter((row) => !isBuiltInKind(row.nameKey))
        .map((row) => ({ name: row.name, builtIn: false, fields: row.fields })),
    ];
  }

  /** The story's kind of that name (any case), or null. */
  async function kindNamed(tx: Db | Tx, storyId: string, name: string) {
    const key = name.toLowerCase();
    return (await kindsOf(tx, storyId)).find((kind) => kind.name.toLowerCase() === key) ?? null;
  }

  /** Checks values against a sheet: an unknown field id or a value its field cannot hold is a 400 naming it. */
  function checkValues(sheet: readonly TemplateField[], values: Values) {
    const byId = new Map(sheet.map((field) => [field.id, field]));
    for (const [id, value] of Object.entries(values)) {
      const field = byId.get(id);
      if (!field) throw HttpError.badRequest(`The sheet has no field ${id}`, `fields.${id}`);
      const error = fieldValueError(field, value);
      if (error) throw HttpError.badRequest(error, `fields.${id}`);
    }
  }

  /** Values without the cleared ones (null clears a field). */
  const kept = (values: Values) =>
    Object.fromEntries(Object.entries(values).filter(([, value]) => value !== null)) as Record<
      string,
      string | number | boolean
    >;

  /**
   * An entry of the story, with the story's acts (what its beats' labels name). With `userId`, the
   * story must be that writer's and outside the trash: one query checks both on a read.
   */
  async function entryRow(tx: Db | Tx, storyId: string, entryId: string, userId?: string) {
    const [row] = await tx
      .select({
        ...listColumns,
        description: characters.desc,
        fields: characters.fields,
        matchCase: characters.matchCase,
        protag: characters.protag,
        beats: characters.beats,
        version: characters.version,
        createdAt: characters.createdAt,
        acts: outlines.acts,
        // Its notes and arc points in the same statement: an entry's read is a few round trips.
        notes: sql<{ id: string; noteTitle: string; noteText: string }[]>`(
          SELECT coalesce(json_agg(json_build_object('id', n.id, 'noteTitle', n.note_title, 'noteText', n.note_text)
            ORDER BY n.created_at, n.id), '[]'::json)
          FROM ${notes} n WHERE n.character_id = ${characters.id})`,
        arc: sql<{ beat: string | null; scene: string | null; text: string }[]>`(
          SELECT coalesce(json_agg(json_build_object('beat', a.beat_id, 'scene', a.scene_id, 'text', a.text)), '[]'::json)
          FROM ${codexArcPoints} a WHERE a.entry_id = ${characters.id})`,
      })
      .from(characters)
      .innerJoin(outlines, eq(outlines.id, characters.outlineId))
      .where(
        and(
          eq(characters.id, entryId),
          eq(characters.outlineId, storyId),
          userId === undefined ? undefined : and(reachable(userId), isNull(outlines.deletedAt)),
        ),
      );
    if (!row) {
      // Someone else's story (or none) is the story's 404, as on every other route.
      if (userId !== undefined) await ownStory(tx, userId, storyId);
      throw HttpError.notFound(ENTRY_NOT_FOUND);
    }
    return row;
  }

  /** An entry's arc in story order: beats in structure order, each followed by the points at its scenes. */
  async function arcOf(
    tx: Db | Tx,
    entryId: string,
    rank: Map<string, number>,
    read?: { beat: string | null; scene: string | null; text: string }[],
  ) {
    const points =
      read ??
      (await tx
        .select({ beat: codexArcPoints.beatId, scene: codexArcPoints.sceneId, text: codexArcPoints.text })
        .from(codexArcPoints)
        .where(eq(codexArcPoints.entryId, entryId)));
    // A point at a scene in the trash waits there with it (not answered, not replaced by a PUT).
    return points
      .filter((point) => rank.has((point.beat ?? point.scene) as string))
      .sort((a, b) => (rank.get((a.beat ?? a.scene) as string) ?? 0) - (rank.get((b.beat ?? b.scene) as string) ?? 0))
      .map((point): ArcPoint => ({
        ...(point.beat ? { beat: point.beat } : { scene: point.scene as string }),
        text: point.text,
      }));
  }

  async function readEntry(tx: Db | Tx, storyId: string, entryId: string, userId?: string): Promise<CodexEntry> {
    const row = await entryRow(tx, storyId, entryId, userId);
    const naming = mayName([{ names: [row.name, ...row.aliases], matchCase: row.matchCase }]);
    const [beats, scenes, others] = await readAll(tx, [
      () => beatsInOrder(tx, storyId, naming, row.acts),
      () => scenesInOrder(tx, storyId, { entryId: row.id, withText: naming }),
      () => entriesNaming(tx, storyId, row.id, naming),
    ]);
    const noteRows = row.notes;
    return {
      ...toListItem(row),
      description: row.description,
      fields: row.fields,
      matchCase: row.matchCase,
      protag: row.kind === 'character' && row.protag,
      notes: noteRows.map((note) => ({ _id: note.id, noteTitle: note.noteTitle, noteText: note.noteText })),
      appearsIn: appearsIn(row, beats, scenes, others),
      arc: await arcOf(tx, row.id, storyRanks(beats, scenes), row.arc),
      date: row.createdAt.toISOString(),
      version: row.version,
    };
  }

  /** An entry's change in the caller's transaction: `updateEntry`'s, and the live document's store (decision 192). */
  async function updateEntryIn(
    tx: Tx,
    userId: string,
    storyId: string,
    entryId: string,
    change: EntryChange,
    ifMatch?: number,
  ): Promise<{ saved: boolean; entry: CodexEntry }> {
    await ownStory(tx, userId, storyId, true);
    const row = await entryRow(tx, storyId, entryId);
    if (ifMatch !== undefined && ifMatch !== row.version) {
      return { saved: false, entry: await readEntry(tx, storyId, row.id) };
    }
    const { image, description, fields, protag, ...rest } = change;
    if (rest.name !== undefined) {
      rest.aliases = aliasesAfterRename(row.name, rest.name, rest.aliases ?? row.aliases);
    }
    let values: Record<string, string | number | boolean> | undefined;
    if (fields !== undefined) {
      const kind = await kindNamed(tx, storyId, row.kind);
      checkValues(kind?.fields ?? [], fields);
      values = kept({ ...row.fields, ...fields });
    }
    if (protag !== undefined && row.kind !== 'character') {
      throw HttpError.badRequest('Only a character can be the protagonist', 'protag');
    }
    await tx
      .update(characters)
      .set({
        ...rest,
        ...(image !== undefined && { photoUrl: image ?? '' }),
        ...(description !== undefined && { desc: description }),
        ...(values !== undefined && { fields: values }),
        ...(protag !== undefined && { protag }),
      })
      .where(eq(characters.id, row.id));
    await touch(tx, storyId);
    return { saved: true, entry: await readEntry(tx, storyId, row.id) };
  }

  return {
    updateEntryIn,

    /**
     * A page of the story's entries by name (any case, then id) after the cursor; `kind` and `tag`
     * filter, `q` finds a name or alias containing it (any case). A cursor that is not one is a 400.
     */
    async listEntries(
      userId: string,
      storyId: string,
      query: { kind?: string; q?: string | null; tag?: string; after?: string },
    ) {
      await ownStory(db, userId, storyId);
      const after = query.after === undefined ? undefined : readCursor(query.after);
      const kind = query.kind === undefined ? undefined : await kindNamed(db, storyId, query.kind);
      if (query.kind !== undefined && !kind) return { entries: [], next: null };
      const q = query.q?.toLowerCase();
      const byTrigrams = q !== undefined && TRIGRAM.test(q);
      const rows = await db
        .select({ ...listColumns, key: sql<string>`lower(${characters.name})` })
        .from(characters)
        .where(
          and(
            // A search with three letters or digits in a row goes through the trigram index, which
            // names the story as text: no other index serves that, so the planner cannot take the
            // story's name order instead (every entry read) when it thinks the story small. A
            // shorter one reads the story's entries in name order and stops at the page's end.
            byTrigrams
              ? sql`${characters.outlineId}::text = ${storyId.toLowerCase()}
                  AND codex_names(${characters.name}, ${characters.aliases}) LIKE ${`%${likeEscaped(q)}%`}`
              : eq(characters.outlineId, storyId),
            q && !byTrigrams
              ? sql`(strpos(lower(${characters.name}), ${q}) > 0
                  OR EXISTS (SELECT 1 FROM unnest(${characters.aliases}) a WHERE strpos(lower(a), ${q}) > 0))`
              : undefined,
            kind ? eq(characters.kind, kind.name) : undefined,
            query.tag === undefined ? undefined : sql`${query.tag} = ANY(${characters.tags})`,
            after ? sql`(lower(${characters.name}), ${characters.id}) > (${after.key}, ${after.id}::uuid)` : undefined,
          ),
        )
        .orderBy(sql`lower(${characters.name})`, asc(characters.id))
        .limit(CODEX_PAGE_SIZE + 1);
      const page = rows.slice(0, CODEX_PAGE_SIZE);
      const last = page.at(-1);
      return {
        entries: page.map(toListItem),
        next: rows.length > CODEX_PAGE_SIZE && last ? cursorOf(last.key, last.id) : null,
      };
    },

    /** Every entry of the story with its names and kind, by name (any case, then id). */
    async indexOf(userId: string, storyId: string): Promise<{ entries: CodexIndexItem[] }> {
      await ownStory(db, userId, storyId);
      const rows = await db
        .select({
          _id: characters.id,
          kind: characters.kind,
          name: characters.name,
          aliases: characters.aliases,
          matchCase: characters.matchCase,
          tags: characters.tags,
        })
        .from(characters)
        .where(eq(characters.outlineId, storyId))
        .orderBy(sql`lower(${characters.name})`, asc(characters.id));
      return { entries: rows };
    },

    async getEntry(userId: string, storyId: string, entryId: string) {
      return readEntry(db, storyId, entryId, userId);
    },

    /** A new entry of a kind the story has; at most 2 000 a story, of which 200 characters. */
    async createEntry(userId: string, storyId: string, body: EntryChange & { kind: string; name: string }) {
      return db.transaction(async (tx) => {
        // A co-author's entry is the story's, as a character is: its owner's row.
        const { ownerId } = await ownStory(tx, userId, storyId, true);
        const kind = await kindNamed(tx, storyId, body.kind);
        if (!kind) throw HttpError.badRequest(`This story has no kind ${body.kind}`, 'kind');
        checkValues(kind.fields, body.fields ?? {});
        const [counts] = await tx
          .select({
            all: count(),
            characters: sql<number>`count(*) FILTER (WHERE ${characters.kind} = 'character')::int`,
          })
          .from(characters)
          .where(eq(characters.outlineId, storyId));
        if ((counts?.all ?? 0) >= CODEX_ENTRIES_PER_STORY_MAX) {
          throw HttpError.badRequest(`A story can have at most ${CODEX_ENTRIES_PER_STORY_MAX} codex entries`);
        }
        if (kind.name === 'character' && (counts?.characters ?? 0) >= CHARACTERS_PER_STORY_MAX) {
          throw HttpError.badRequest(`A story can have at most ${CHARACTERS_PER_STORY_MAX} characters`);
        }
        const [made] = await tx
          .insert(characters)
          .values({
            outlineId: storyId,
            userId: ownerId,
            kind: kind.name,
            name: body.name,
            aliases: body.aliases ?? [],
            summary: body.summary ?? null,
            desc: body.description ?? '',
            photoUrl: body.image ?? '',
            tags: body.tags ?? [],
            fields: kept(body.fields ?? {}),
            matchCase: body.matchCase ?? true,
            protag: kind.name === 'character' && (body.protag ?? false),
          })
          .returning({ id: characters.id });
        await touch(tx, storyId);
        return readEntry(tx, storyId, (made as { id: string }).id);
      });
    },

    /**
     * Changes the fields sent; `fields` merges by id (null clears one). With `ifMatch`, the version
     * the writer's copy was read at: when the entry has moved on since, nothing is saved and the
     * answer is the entry as it is (the writer's page merges; decision 185).
     */
    async updateEntry(
      userId: string,
      storyId: string,
      entryId: string,
      change: EntryChange,
      ifMatch?: number,
    ): Promise<{ saved: boolean; entry: CodexEntry }> {
      return db.transaction((tx) => updateEntryIn(tx, userId, storyId, entryId, change, ifMatch));
    },

    /** Its notes, ties and arc go with it; a scene's point of view empties and it leaves the characters present. */
    async deleteEntry(userId: string, storyId: string, entryId: string) {
      await db.transaction(async (tx) => {
        await ownStory(tx, userId, storyId, true);
        const [deleted] = await tx
          .delete(characters)
          .where(and(eq(characters.id, entryId), eq(characters.outlineId, storyId)))
          .returning({ id: characters.id });
        if (!deleted) throw HttpError.notFound(ENTRY_NOT_FOUND);
        await tx
          .update(storyScenes)
          .set({ characters: sql`array_remove(${storyScenes.characters}, ${entryId}::uuid)` })
          .where(and(eq(storyScenes.outlineId, storyId), sql`${entryId}::uuid = ANY(${storyScenes.characters})`));
        await touch(tx, storyId);
      });
    },

    /** A note of any entry (a character's too); at most 100 an entry. Answers the entry. */
    async addNote(userId: string, storyId: string, entryId: string, note: { noteTitle: string; noteText: string }) {
      return db.transaction(async (tx) => {
        await ownStory(tx, userId, storyId, true);
        const row = await entryRow(tx, storyId, entryId);
        if ((await tx.$count(notes, eq(notes.characterId, row.id))) >= NOTES_PER_CHARACTER_MAX) {
          throw HttpError.badRequest(`An entry can have at most ${NOTES_PER_CHARACTER_MAX} notes`);
        }
        await tx.insert(notes).values({ characterId: row.id, ...note });
        await touch(tx, storyId);
        return readEntry(tx, storyId, row.id);
      });
    },

    /** Changes a note of the entry (the fields sent), or deletes it (`change` null). Answers the entry. */
    async changeNote(
      userId: string,
      storyId: string,
      entryId: string,
      noteId: string,
      change: { noteTitle?: string; noteText?: string } | null,
    ) {
      return db.transaction(async (tx) => {
        await ownStory(tx, userId, storyId, true);
        const row = await entryRow(tx, storyId, entryId);
        const mine = and(eq(notes.id, noteId), eq(notes.characterId, row.id));
        const touched = change
          ? await tx.update(notes).set(change).where(mine).returning({ id: notes.id })
          : await tx.delete(notes).where(mine).returning({ id: notes.id });
        if (touched.length === 0) throw HttpError.notFound('Note not found');
        await touch(tx, storyId);
        return readEntry(tx, storyId, row.id);
      });
    },

    /** Every kind of the story with its sheet and how many entries it holds. */
    async listKinds(userId: string, storyId: string): Promise<{ kinds: CodexKind[] }> {
      await ownStory(db, userId, storyId);
      const [kinds, counts] = await Promise.all([
        kindsOf(db, storyId),
        db
          .select({ kind: characters.kind, n: count() })
          .from(characters)
          .where(eq(characters.outlineId, storyId))
          .groupBy(characters.kind),
      ]);
      const byKind = new Map(counts.map((row) => [row.kind, row.n]));
      return {
        kinds: kinds.map((kind) => ({
          kind: kind.name,
          builtIn: kind.builtIn,
          fields: kind.fields,
          entries: byKind.get(kind.name) ?? 0,
        })),
      };
    },

    /**
     * Puts a kind's whole sheet (a name that is no kind yet makes one). New fields get an id; what
     * entries wrote in a field that goes, or that its field can no longer hold (a type or choices
     * changed), moves to a note of that entry titled with the field's name, in the same transaction.
     */
    async putKind(userId: string, storyId: string, name: string, body: PutKindBody): Promise<CodexKind> {
      return db.transaction(async (tx) => {
        await ownStory(tx, userId, storyId, true);
        const kinds = await kindsOf(tx, storyId);
        const existing = kinds.find((kind) => kind.name.toLowerCase() === name.toLowerCase());
        if (!existing && kinds.filter((kind) => !kind.builtIn).length >= CODEX_KINDS_PER_STORY_MAX) {
          throw HttpError.badRequest(`A story can have at most ${CODEX_KINDS_PER_STORY_MAX} kinds of its own`);
        }
        const kindName = existing?.name ?? name;
        const old = existing?.fields ?? [];
        const taken = new Set([...old.map((field) => field.id), ...body.fields.flatMap((field) => field.id ?? [])]);
        const sheet: TemplateField[] = body.fields.map((field) => ({
          id: field.id ?? newFieldId(field.name, taken),
          name: field.name,
          type: field.type,
          ...(field.type === 'choice' && { choices: field.choices ?? [] }),
        }));
        await tx
          .insert(codexKinds)
          .values({ outlineId: storyId, name: kindName, nameKey: kindName.toLowerCase(), fields: sheet })
          .onConflictDoUpdate({ target: [codexKinds.outlineId, codexKinds.nameKey], set: { fields: sheet } });
        const entries = existing
          ? await tx
              .select({ id: characters.id, fields: characters.fields })
              .from(characters)
              .where(and(eq(characters.outlineId, storyId), eq(characters.kind, kindName)))
          : [];
        const byId = new Map(sheet.map((field) => [field.id, field]));
        const oldNames = new Map(old.map((field) => [field.id, field.name]));
        // The notes follow the old sheet's order (values of no field it had, last).
        const order = new Map(old.map((field, index) => [field.id, index]));
        for (const entry of entries) {
          const stay: Record<string, string | number | boolean> = {};
          const moved: { noteTitle: string; noteText: string; at: number }[] = [];
          for (const [id, value] of Object.entries(entry.fields)) {
            const field = byId.get(id);
            if (field && fieldValueError(field, value) === null) stay[id] = value;
            else {
              const title = oldNames.get(id) ?? field?.name ?? id;
              moved.push({ noteTitle: title, noteText: valueText(value), at: order.get(id) ?? old.length });
            }
          }
          if (moved.length === 0) continue;
          await tx.insert(notes).values(
            moved
              .sort((a, b) => a.at - b.at)
              .map(({ noteTitle, noteText }, index) => ({
                characterId: entry.id,
                noteTitle,
                noteText,
                // One microsecond apart, so the notes read in the sheet's order.
                createdAt: sql`now() + make_interval(secs => ${index / 1e6})`,
              })),
          );
          await tx.update(characters).set({ fields: stay }).where(eq(characters.id, entry.id));
        }
        await touch(tx, storyId);
        return { kind: kindName, builtIn: isBuiltInKind(kindName), fields: sheet, entries: entries.length };
      });
    },

    /** Deletes a kind of the writer's own that holds no entry (409 while it holds some; 400 for a built-in kind). */
    async deleteKind(userId: string, storyId: string, name: string) {
      await db.transaction(async (tx) => {
        await ownStory(tx, userId, storyId, true);
        if (isBuiltInKind(name.toLowerCase())) {
          throw HttpError.badRequest(`${name} is a built-in kind: it cannot be deleted`, 'kind');
        }
        const kind = await kindNamed(tx, storyId, name);
        if (!kind) throw HttpError.notFound(KIND_NOT_FOUND);
        const held = await tx.$count(
          characters,
          and(eq(characters.outlineId, storyId), eq(characters.kind, kind.name)),
        );
        if (held > 0) {
          throw new HttpError(409, [
            {
              msg:
                held === 1
                  ? `${kind.name} still holds 1 entry: delete or move it first`
                  : `${kind.name} still holds ${held} entries: delete or move them first`,
            },
          ]);
        }
        await tx
          .delete(codexKinds)
          .where(and(eq(codexKinds.outlineId, storyId), eq(codexKinds.nameKey, kind.name.toLowerCase())));
        await touch(tx, storyId);
      });
    },

    /** Puts an entry's whole arc: each point at a beat or a live scene of the story, at most one a place. */
    async putArc(userId: string, storyId: string, entryId: string, body: PutArcBody) {
      return db.transaction(async (tx) => {
        await ownStory(tx, userId, storyId, true);
        await entryRow(tx, storyId, entryId);
        const [beats, scenes] = await readAll(tx, [() => beatsInOrder(tx, storyId), () => scenesInOrder(tx, storyId)]);
        const rank = storyRanks(beats, scenes);
        const beatIds = new Set(beats.map((beat) => beat.id));
        const sceneIds = new Set(scenes.map((scene) => scene.id));
        const seen = new Set<string>();
        const rows = body.points.map((point, index) => {
          const beat = point.beat?.toLowerCase();
          const scene = point.scene?.toLowerCase();
          if (beat !== undefined && !beatIds.has(beat)) {
            throw HttpError.badRequest(`Beat ${point.beat} is not a beat of this story`, `points[${index}].beat`);
          }
          if (scene !== undefined && !sceneIds.has(scene)) {
            throw HttpError.badRequest(`Scene ${point.scene} is not a scene of this story`, `points[${index}].scene`);
          }
          const place = (beat ?? scene) as string;
          if (seen.has(place)) {
            throw HttpError.badRequest('Two points of the arc are at the same place', `points[${index}]`);
          }
          seen.add(place);
          return { entryId, beatId: beat ?? null, sceneId: scene ?? null, text: point.text };
        });
        await tx.delete(codexArcPoints).where(
          and(
            eq(codexArcPoints.entryId, entryId),
            sql`(${codexArcPoints.sceneId} IS NULL OR ${codexArcPoints.sceneId} IN (
                SELECT id FROM ${storyScenes} WHERE ${storyScenes.outlineId} = ${storyId} AND ${storyScenes.deletedAt} IS NULL))`,
          ),
        );
        if (rows.length > 0) await tx.insert(codexArcPoints).values(rows);
        await touch(tx, storyId);
        return { points: await arcOf(tx, entryId, rank) };
      });
    },
  };
}

import type { Relationship } from '@three-act/contract/codex';
import { RELATIONSHIPS_PER_STORY_MAX } from '@three-act/contract/limits';
import { and, asc, eq, or, sql } from 'drizzle-orm';
import type { AppDeps } from '../../deps';
import type { Db, Tx } from '../../db/client';
import { characters, codexRelationships, outlines, storyBeats } from '../../db/schema';
import { HttpError } from '../../lib/http-error';
import { accessStory } from '../together/story-access';

const RELATIONSHIP_NOT_FOUND = 'Relationship not found';

/** A tie as a save sends it (parsed and trimmed by the route). */
export interface RelationshipChange {
  from?: string;
  to?: string;
  label?: string;
  directed?: boolean;
  note?: string | null;
  fromBeat?: string | null;
  untilBeat?: string | null;
}

const columns = {
  id: codexRelationships.id,
  from: codexRelationships.fromId,
  to: codexRelationships.toId,
  label: codexRelationships.label,
  directed: codexRelationships.directed,
  note: codexRelationships.note,
  fromBeat: codexRelationships.fromBeat,
  untilBeat: codexRelationships.untilBeat,
};
interface Row {
  id: string;
  from: string;
  to: string;
  label: string;
  directed: boolean;
  note: string | null;
  fromBeat: string | null;
  untilBeat: string | null;
}

const toJson = ({ id, ...row }: Row): Relationship => ({ _id: id, ...row });

/**
 * Ties between the entries of a writer's story (docs/decisions/177-the-codex.md): both ends of the
 * story and not the same entry, the beats they hold from and until of the story and in order.
 */
export function createRelationshipsService({ db }: AppDeps) {
  /** The story outside the trash, read by a member or locked for a change by an editor (decision 189). */
  const ownStory = (tx: Db | Tx, userId: string, storyId: string, lock = false) =>
    accessStory(tx, userId, storyId, lock ? 'write' : 'read', { lock });

  /** The story's beats in structure order: each beat's rank. */
  async function beatRanks(tx: Db | Tx, storyId: string) {
    const rows = await tx
      .select({ id: storyBeats.id })
      .from(storyBeats)
      .where(eq(storyBeats.outlineId, storyId))
      .orderBy(asc(storyBeats.act), asc(storyBeats.position));
    return new Map(rows.map((row, index) => [row.id, index]));
  }

  async function isEntryOf(tx: Db | Tx, storyId: string, entryId: string) {
    const [row] = await tx
      .select({ id: characters.id })
      .from(characters)
      .where(and(eq(characters.id, entryId), eq(characters.outlineId, storyId)));
    return row !== undefined;
  }

  /** Checks a tie whole (after a change is merged): a 400 names the field at fault. */
  async function check(tx: Tx, storyId: string, tie: Required<Omit<RelationshipChange, 'note' | 'directed'>>) {
    if (!(await isEntryOf(tx, storyId, tie.from))) {
      throw HttpError.badRequest(`Entry ${tie.from} is not an entry of this story`, 'from');
    }
    if (!(await isEntryOf(tx, storyId, tie.to))) {
      throw HttpError.badRequest(`Entry ${tie.to} is not an entry of this story`, 'to');
    }
    if (tie.from.toLowerCase() === tie.to.toLowerCase()) {
      throw HttpError.badRequest('An entry cannot be tied to itself', 'to');
    }
    const ranks = await beatRanks(tx, storyId);
    for (const path of ['fromBeat', 'untilBeat'] as const) {
      const beat = tie[path];
      if (beat !== null && !ranks.has(beat.toLowerCase())) {
        throw HttpError.badRequest(`Beat ${beat} is not a beat of this story`, path);
      }
    }
    if (
      tie.fromBeat !== null &&
      tie.untilBeat !== null &&
      (ranks.get(tie.fromBeat.toLowerCase()) ?? 0) > (ranks.get(tie.untilBeat.toLowerCase()) ?? 0)
    ) {
      throw HttpError.badRequest('A tie cannot end before the beat it starts at', 'untilBeat');
    }
  }

  const touch = (tx: Tx, storyId: string) =>
    tx
      .update(outlines)
      .set({ updatedAt: sql`now()` })
      .where(eq(outlines.id, storyId));

  async function rowOf(tx: Db | Tx, storyId: string, id: string) {
    const [row] = await tx
      .select(columns)
      .from(codexRelationships)
      .where(and(eq(codexRelationships.id, id), eq(codexRelationships.outlineId, storyId)));
    if (!row) throw HttpError.notFound(RELATIONSHIP_NOT_FOUND);
    return row;
  }

  return {
    /**
     * The story's ties in the order they were made; `entry` keeps those of that entry, `asOf` those
     * that hold at that beat (from at or before it, until at or after it, in the story's order).
     */
    async list(userId: string, storyId: string, query: { asOf?: string; entry?: string }) {
      await ownStory(db, userId, storyId);
      const ranks = query.asOf === undefined ? undefined : await beatRanks(db, storyId);
      const at = query.asOf === undefined ? undefined : ranks?.get(query.asOf.toLowerCase());
      if (query.asOf !== undefined && at === undefined) {
        throw HttpError.badRequest(`Beat ${query.asOf} is not a beat of this story`, 'asOf');
      }
      if (query.entry !== undefined && !(await isEntryOf(db, storyId, query.entry))) {
        throw HttpError.badRequest(`Entry ${query.entry} is not an entry of this story`, 'entry');
      }
      const rows = await db
        .select(columns)
        .from(codexRelationships)
        .where(
          and(
            eq(codexRelationships.outlineId, storyId),
            query.entry === undefined
              ? undefined
              : or(eq(codexRelationships.fromId, query.entry), eq(codexRelationships.toId, query.entry)),
          ),
        )
        .orderBy(asc(codexRelationships.createdAt), asc(codexRelationships.id));
      const holds = (row: Row) =>
        at === undefined ||
        ((row.fromBeat === null || (ranks?.get(row.fromBeat) ?? Infinity) <= at) &&
          (row.untilBeat === null || (ranks?.get(row.untilBeat) ?? -Infinity) >= at));
      return { relationships: rows.filter(holds).map(toJson) };
    },

    async get(userId: string, storyId: string, id: string) {
      await ownStory(db, userId, storyId);
      return toJson(await rowOf(db, storyId, id));
    },

    /** A new tie; at most 5 000 a story. */
    async create(
      userId: string,
      storyId: string,
      body: RelationshipChange & { from: string; to: string; label: string },
    ) {
      return db.transaction(async (tx) => {
        await ownStory(tx, userId, storyId, true);
        const tie = { ...body, fromBeat: body.fromBeat ?? null, untilBeat: body.untilBeat ?? null };
        await check(tx, storyId, tie);
        if (
          (await tx.$count(codexRelationships, eq(codexRelationships.outlineId, storyId))) >=
          RELATIONSHIPS_PER_STORY_MAX
        ) {
          throw HttpError.badRequest(`A story can have at most ${RELATIONSHIPS_PER_STORY_MAX} relationships`);
        }
        const [made] = await tx
          .insert(codexRelationships)
          .values({
            outlineId: storyId,
            fromId: tie.from,
            toId: tie.to,
            label: tie.label,
            directed: tie.directed ?? false,
            note: tie.note ?? null,
            fromBeat: tie.fromBeat,
            untilBeat: tie.untilBeat,
          })
          .returning(columns);
        await touch(tx, storyId);
        return toJson(made as Row);
      });
    },

    /** Changes the fields sent; the tie is checked whole afterwards. */
    async update(userId: string, storyId: string, id: string, change: RelationshipChange) {
      return db.transaction(async (tx) => {
        await ownStory(tx, userId, storyId, true);
        const row = await rowOf(tx, storyId, id);
        const tie = {
          from: change.from ?? row.from,
          to: change.to ?? row.to,
          label: change.label ?? row.label,
          fromBeat: change.fromBeat === undefined ? row.fromBeat : change.fromBeat,
          untilBeat: change.untilBeat === undefined ? row.untilBeat : change.untilBeat,
        };
        await check(tx, storyId, tie);
        const [saved] = await tx
          .update(codexRelationships)
          .set({
            fromId: tie.from,
            toId: tie.to,
            label: tie.label,
            fromBeat: tie.fromBeat,
            untilBeat: tie.untilBeat,
            ...(change.directed !== undefined && { directed: change.directed }),
            ...(change.note !== undefined && { note: change.note }),
          })
          .where(eq(codexRelationships.id, row.id))
          .returning(columns);
        await touch(tx, storyId);
        return toJson(saved as Row);
      });
    },

    async remove(userId: string, storyId: string, id: string) {
      await db.transaction(async (tx) => {
        await ownStory(tx, userId, storyId, true);
        const deleted = await tx
          .delete(codexRelationships)
          .where(and(eq(codexRelationships.id, id), eq(codexRelationships.outlineId, storyId)))
          .returning({ id: codexRelationships.id });
        if (deleted.length === 0) throw HttpError.notFound(RELATIONSHIP_NOT_FOUND);
        await touch(tx, storyId);
      });
    },
  };
}

import { EXPORT_MAX_BYTES } from '@three-act/contract/limits';
import { SPEC_BEAT_KEY, type Story } from '@three-act/contract/story-structure';
import { and, asc, desc, eq, sql, type AnyColumn } from 'drizzle-orm';
import type { AppDeps } from '../../deps';
import {
  beatSheets,
  characters,
  codexArcPoints,
  codexKinds,
  codexRelationships,
  commentReports,
  comments,
  commentVotes,
  notes,
  outlineRevisions,
  outlines as outlineTable,
  postLikes,
  postReports,
  posts,
  storyBeats,
  storyUnplaced,
  users,
} from '../../db/schema';
import type { AuthUser } from '../../lib/auth-user';
import { HttpError } from '../../lib/http-error';
import { formatBytes } from '../../lib/writer-quota';
import type { ZipFile } from '../../lib/zip-stream';
import { toOwnSheetJson } from '../beat-sheets/beat-sheets.presenter';
import type { ProfileService } from '../profile/profile.service';
import { storyFileName } from '../stories/story-file';
import { storyMarkdown } from '../stories/story-markdown';
import type { StoryStructureService } from '../stories/story-structure.service';
import { toUserJson } from './user.presenter';

/**
 * The version of the export's JSON layout; a later change of shape gets a new number. 3: each
 * story's JSON is its `three-act-story/2` file (docs/decisions/158-story-files-v2.md), and the
 * writer's own beat sheets are in `beat-sheets.json`.
 */
export const EXPORT_FORMAT = 'three-act-export/3';
/** The file of the writer's own beat sheets in the ZIP, when they have any. */
const BEAT_SHEETS_FILE = 'beat-sheets.json';

/** What a row adds to the export beside its text (keys, ids, dates, indentation), for the estimate. */
const ROW_BYTES = 160;
/** What a beat adds beside the words it stores: a built-in's name and question, keys, indentation. */
const BEAT_BYTES = 400;

/** Revisions read at a time (at most ~40 kB each: a page stays well under a megabyte). */
const REVISIONS_PAGE = 16;
/** Beat sheets read at a time (at most ~220 kB each: 100 beats of a name, a question and a hint). */
const SHEETS_PAGE = 8;

interface ListedStory {
  id: string;
  title: string | null;
  current: boolean;
  deletedAt: Date | null;
  /** Its files' path without the extension, `stories/<title>`. */
  file: string;
}

const date = (value: Date) => value.toISOString();

/**
 * "Download my data" (docs/decisions/123-data-export.md): a ZIP with everything the writer made or
 * did, and of other writers only the names on the threads the writer took part in. The files come
 * one story at a time for the route to zip as they come (decision 151).
 */
export function createExportService(
  { db }: AppDeps,
  { structures, profile }: { structures: StoryStructureService; profile: ProfileService },
) {
  async function activity(userId: string) {
    const [ownPosts, ownComments, likes, votes, reportedPosts, reportedComments] = await Promise.all([
      db
        .select({
          id: posts.id,
          text: posts.text,
          likes: posts.likeCount,
          comments: posts.commentCount,
          at: posts.createdAt,
        })
        .from(posts)
        .where(eq(posts.userId, userId))
        .orderBy(asc(posts.createdAt)),
      db
        .select({
          id: comments.id,
          postId: comments.postId,
          postAuthor: users.name,
          text: comments.text,
          votes: comments.voteCount,
          at: comments.createdAt,
        })
        .from(comments)
        .innerJoin(posts, eq(posts.id, comments.postId))
        .innerJoin(users, eq(users.id, posts.userId))
        .where(eq(comments.userId, userId))
        .orderBy(asc(comments.createdAt)),
      db
        .select({ post: postLikes.itemId, at: postLikes.createdAt })
        .from(postLikes)
        .where(eq(postLikes.userId, userId)),
      db
        .select({ comment: commentVotes.itemId, post: comments.postId, at: commentVotes.createdAt })
        .from(commentVotes)
        .innerJoin(comments, eq(comments.id, commentVotes.itemId))
        .where(eq(commentVotes.userId, userId)),
      db
        .select({ post: postReports.itemId, at: postReports.createdAt })
        .from(postReports)
        .where(eq(postReports.userId, userId)),
      db
        .select({ comment: commentReports.itemId, post: comments.postId, at: commentReports.createdAt })
        .from(commentReports)
        .innerJoin(comments, eq(comments.id, commentReports.itemId))
        .where(eq(commentReports.userId, userId)),
    ]);
    return {
      posts: ownPosts.map((post) => ({
        _id: post.id,
        text: post.text,
        likes: post.likes,
        comments: post.comments,
        date: date(post.at),
      })),
      comments: ownComments.map((comment) => ({
        _id: comment.id,
        post: { _id: comment.postId, author: comment.postAuthor },
        text: comment.text,
        votes: comment.votes,
        date: date(comment.at),
      })),
      likes: likes.map((like) => ({ post: like.post, date: date(like.at) })),
      votes: votes.map((vote) => ({ comment: vote.comment, post: vote.post, date: date(vote.at) })),
      reports: [
        ...reportedPosts.map((report) => ({ post: report.post, date: date(report.at) })),
        ...reportedComments.map((report) => ({ comment: report.comment, post: report.post, date: date(report.at) })),
      ],
    };
  }

  /** The export's size before it is made: the stored text it copies, counted without reading it. */
  async function estimatedBytes(userId: string): Promise<number> {
    const bytes = (column: AnyColumn) => sql`coalesce(octet_length(${column}), 0)`;
    const beatText = sql`(SELECT coalesce(sum(
        coalesce(octet_length(b.text), 0) + coalesce(octet_length(b.name), 0) + coalesce(octet_length(b.question), 0)
        + coalesce(octet_length(b.hint), 0) + ${BEAT_BYTES}), 0)
      FROM ${storyBeats} b WHERE b.outline_id = "outlines"."id")`;
    const unplacedText = sql`(SELECT coalesce(sum(octet_length(u.text) + ${ROW_BYTES}), 0) FROM ${storyUnplaced} u WHERE u.outline_id = "outlines"."id")`;
    const storyText = sql`${bytes(outlineTable.title)} + ${beatText} + ${unplacedText}`;
    // Each story's text is written twice (its JSON and its Markdown); each row adds its keys and dates.
    const [row] = await db
      .execute<{ total: string | number | null }>(
        sql`
      SELECT
        (SELECT coalesce(sum(2 * (${storyText}) + ${ROW_BYTES}), 0) FROM ${outlineTable} WHERE ${outlineTable.userId} = ${userId})
        + (SELECT coalesce(sum(${bytes(outlineRevisions.text)} + ${ROW_BYTES}), 0) FROM ${outlineRevisions}
            JOIN ${outlineTable} ON ${outlineTable.id} = ${outlineRevisions.outlineId} WHERE ${outlineTable.userId} = ${userId})
        + (SELECT coalesce(sum(2 * (${bytes(characters.name)} + ${bytes(characters.desc)} + ${bytes(characters.photoUrl)}
              + ${bytes(characters.summary)} + octet_length(${characters.fields}::text)
              + octet_length(array_to_string(${characters.aliases} || ${characters.tags}, ' '))) + ${ROW_BYTES}), 0)
            FROM ${characters} WHERE ${characters.userId} = ${userId})
        -- The codex's kinds, ties and arcs (decision 177), in each story's JSON and Markdown.
        + (SELECT coalesce(sum(2 * octet_length(${codexKinds.fields}::text) + ${ROW_BYTES}), 0) FROM ${codexKinds}
            JOIN ${outlineTable} ON ${outlineTable.id} = ${codexKinds.outlineId} WHERE ${outlineTable.userId} = ${userId})
        + (SELECT coalesce(sum(2 * (${bytes(codexRelationships.label)} + ${bytes(codexRelationships.note)}) + ${ROW_BYTES}), 0)
            FROM ${codexRelationships}
            JOIN ${outlineTable} ON ${outlineTable.id} = ${codexRelationships.outlineId} WHERE ${outlineTable.userId} = ${userId})
        + (SELECT coalesce(sum(2 * ${bytes(codexArcPoints.text)} + ${ROW_BYTES}), 0) FROM ${codexArcPoints}
            JOIN ${characters} ON ${characters.id} = ${codexArcPoints.entryId} WHERE ${characters.userId} = ${userId})
        + (SELECT coalesce(sum(2 * (${bytes(notes.noteTitle)} + ${bytes(notes.noteText)}) + ${ROW_BYTES}), 0) FROM ${notes}
            JOIN ${characters} ON ${characters.id} = ${notes.characterId} WHERE ${characters.userId} = ${userId})
        + (SELECT coalesce(sum(${bytes(posts.text)} + ${ROW_BYTES}), 0) FROM ${posts} WHERE ${posts.userId} = ${userId})
        + (SELECT coalesce(sum(${bytes(comments.text)} + ${ROW_BYTES}), 0) FROM ${comments} WHERE ${comments.userId} = ${userId})
        + (SELECT coalesce(sum(octet_length(${beatSheets.acts}::text) + ${bytes(beatSheets.name)} + ${bytes(beatSheets.description)} + ${ROW_BYTES}), 0)
            FROM ${beatSheets} WHERE ${beatSheets.userId} = ${userId})
        + (SELECT ${bytes(users.avatarImage)} FROM ${users} WHERE ${users.id} = ${userId})
        AS total`,
      )
      .then((result) => result.rows);
    return Number(row?.total ?? 0);
  }

  /**
   * A story's revisions, newest first per field, a page at a time: a story's history (up to 5 MB)
   * is never read or turned into JSON in one go, which held the event loop (decision 151). A beat's
   * revision names it as the outline does (`act2a07` on the Three Act structure, else its id) and
   * by its place in the story file (`beat: [act, beat]`), which has no ids, and names who saved it.
   */
  async function* revisionPages(story: Story) {
    const storyId = story._id;
    const beats = new Map(
      story.acts.flatMap((act, actIndex) =>
        act.beats.map((beat, index) => [beat._id, { key: beat.key, place: [actIndex, index] }] as const),
      ),
    );
    // The last row's place; its time as PostgreSQL's text, which keeps the microseconds a Date drops.
    let after: { field: string; at: string; id: string } | null = null;
    for (;;) {
      const page = await db
        .select({
          id: outlineRevisions.id,
          field: outlineRevisions.field,
          text: outlineRevisions.text,
          savedAt: outlineRevisions.savedAt,
          at: sql<string>`${outlineRevisions.savedAt}::text`,
          author: users.name,
        })
        .from(outlineRevisions)
        .leftJoin(users, eq(users.id, outlineRevisions.authorId))
        .where(
          and(
            eq(outlineRevisions.outlineId, storyId),
            after
              ? sql`(${outlineRevisions.field} > ${after.field} OR (${outlineRevisions.field} = ${after.field}
                  AND (${outlineRevisions.savedAt}, ${outlineRevisions.id}) < (${after.at}::timestamptz, ${after.id}::uuid)))`
              : undefined,
          ),
        )
        .orderBy(asc(outlineRevisions.field), desc(outlineRevisions.savedAt), desc(outlineRevisions.id))
        .limit(REVISIONS_PAGE);
      if (page.length === 0) return;
      yield page.map(({ field, text, savedAt, author }) => {
        // A beat's revisions are kept by its id (decision 154).
        const beat = beats.get(field);
        return {
          field: beat?.key !== undefined && SPEC_BEAT_KEY.test(beat.key) ? beat.key : field,
          ...(beat && { beat: beat.place }),
          text,
          savedAt: date(savedAt),
          // Who saved it (decision 191): a member of a shared story by name; null once their account is gone.
          author: author ?? null,
        };
      });
      after = page.at(-1) ?? null;
      if (page.length < REVISIONS_PAGE) return;
    }
  }

  /** A story's JSON in parts: the story, then its revisions a page at a time. */
  async function* storyJson(full: object, story: Story): AsyncGenerator<string> {
    // The story's own JSON, left open for the revisions list: `{ …, "revisions": [`.
    yield `${JSON.stringify(full, null, 2).replace(/\n}$/, '')},\n  "revisions": [`;
    let separator = '';
    for await (const page of revisionPages(story)) {
      yield separator + page.map((revision) => `\n    ${JSON.stringify(revision)}`).join(',');
      separator = ',';
    }
    yield '\n  ]\n}';
  }

  /**
   * One story as its JSON (its `three-act-story/2` file, which an import reads as it is, with
   * `current`, `deletedAt` and every revision) and its Markdown, read when its turn comes.
   */
  async function* storyFiles(userId: string, stories: ListedStory[]): AsyncGenerator<ZipFile> {
    for (const listed of stories) {
      const read = await structures.fileOfStory(userId, listed.id);
      // Deleted meanwhile: the listing says so by its absence.
      if (!read) continue;
      const full = { ...read.file, current: listed.current, deletedAt: listed.deletedAt && date(listed.deletedAt) };
      yield { name: `${listed.file}.json`, data: storyJson(full, read.story) };
      yield { name: `${listed.file}.md`, data: storyMarkdown(read.file) };
    }
  }

  /**
   * The writer's own beat sheets as GET /api/beat-sheets shows them (each one a body POST
   * /api/beat-sheets takes back), with their dates, a page at a time: 200 sheets of 100 beats
   * would be tens of megabytes in one go.
   */
  async function* beatSheetsJson(userId: string): AsyncGenerator<string> {
    let after: { at: string; id: string } | null = null;
    let separator = '';
    yield '[';
    for (;;) {
      const page = await db
        .select({
          id: beatSheets.id,
          name: beatSheets.name,
          description: beatSheets.description,
          acts: beatSheets.acts,
          createdAt: beatSheets.createdAt,
          updatedAt: beatSheets.updatedAt,
          publishedAt: beatSheets.publishedAt,
          adoptedFrom: beatSheets.adoptedFrom,
          likes: beatSheets.likes,
          at: sql<string>`${beatSheets.createdAt}::text`,
        })
        .from(beatSheets)
        .where(
          and(
            eq(beatSheets.userId, userId),
            after
              ? sql`(${beatSheets.createdAt}, ${beatSheets.id}) > (${after.at}::timestamptz, ${after.id}::uuid)`
              : undefined,
          ),
        )
        .orderBy(asc(beatSheets.createdAt), asc(beatSheets.id))
        .limit(SHEETS_PAGE);
      for (const sheet of page) {
        const json = {
          ...toOwnSheetJson(sheet),
          date: date(sheet.createdAt),
          updatedAt: date(sheet.updatedAt),
          publishedAt: sheet.publishedAt && date(sheet.publishedAt),
          adoptedFrom: sheet.adoptedFrom,
        };
        yield `${separator}\n  ${JSON.stringify(json, null, 2).replace(/\n/g, '\n  ')}`;
        separator = ',';
      }
      const last = page.at(-1);
      if (!last || page.length < SHEETS_PAGE) break;
      after = { at: last.at, id: last.id };
    }
    yield '\n]\n';
  }

  return {
    /**
     * The export's files, in the order the ZIP holds them: `three-act-export.json` (the account, its
     * activity and the list of stories), then per story `stories/<title>.json` and `.md`, then
     * `beat-sheets.json` (the writer's own sheets, if any), then the avatar. Each story is read
     * when its turn comes. Answers 413 first when the export would hold more than
     * EXPORT_MAX_BYTES (decision 151).
     */
    async exportAccount(user: AuthUser): Promise<AsyncIterable<ZipFile>> {
      const size = await estimatedBytes(user.id);
      if (size > EXPORT_MAX_BYTES) {
        throw new HttpError(413, [
          {
            msg: `Your data comes to about ${formatBytes(size)}, more than the ${formatBytes(EXPORT_MAX_BYTES)} one download can hold: export your stories one at a time from the story page, or empty the trash, then try again`,
          },
        ]);
      }
      const [rows, ownProfile, done, sheets] = await Promise.all([
        db
          .select({
            id: outlineTable.id,
            title: outlineTable.title,
            current: outlineTable.current,
            deletedAt: outlineTable.deletedAt,
          })
          .from(outlineTable)
          .where(eq(outlineTable.userId, user.id))
          .orderBy(asc(outlineTable.createdAt), asc(outlineTable.id)),
        profile.findOwnProfile(user.id),
        activity(user.id),
        db.$count(beatSheets, eq(beatSheets.userId, user.id)),
      ]);
      // Two stories with the same title get `title`, `title-2`.
      const taken = new Set<string>();
      const stories: ListedStory[] = rows.map((row) => {
        let name = storyFileName(row.title);
        for (let n = 2; taken.has(name); n += 1) name = `${storyFileName(row.title)}-${n}`;
        taken.add(name);
        return { ...row, file: `stories/${name}` };
      });
      const data = {
        format: EXPORT_FORMAT,
        exportedAt: new Date().toISOString(),
        user: toUserJson(user),
        profile: ownProfile,
        stories: stories.map((story) => ({
          title: story.title,
          current: story.current,
          deletedAt: story.deletedAt && date(story.deletedAt),
          file: `${story.file}.json`,
          markdown: `${story.file}.md`,
        })),
        beatSheets: sheets > 0 ? BEAT_SHEETS_FILE : null,
        ...done,
      };
      async function* files(): AsyncGenerator<ZipFile> {
        yield { name: 'three-act-export.json', data: JSON.stringify(data, null, 2) };
        yield* storyFiles(user.id, stories);
        if (sheets > 0) yield { name: BEAT_SHEETS_FILE, data: beatSheetsJson(user.id) };
        const [avatar] = await db.select({ image: users.avatarImage }).from(users).where(eq(users.id, user.id));
        if (avatar?.image) yield { name: 'avatar.webp', data: avatar.image, stored: true };
      }
      return files();
    },
  };
}

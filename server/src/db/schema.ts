import { sql } from 'drizzle-orm';
import type { Role } from '@three-act/contract/roles';
import type { MemberRole } from '@three-act/contract/members';
import type { Language } from '@three-act/contract/languages';
import type { ReportReason } from '@three-act/contract/posts-list';
import type { SceneWhen } from '@three-act/contract/board';
import type { TemplateField } from '@three-act/contract/codex';
import type { EmailDigest, NotificationKind } from '@three-act/contract/notifications';
import {
  boolean,
  check,
  customType,
  type AnyPgColumn,
  type PgColumnBuilderBase,
  index,
  integer,
  jsonb,
  pgTable,
  primaryKey,
  real,
  smallint,
  text,
  timestamp,
  uniqueIndex,
  uuid,
} from 'drizzle-orm/pg-core';

const bytea = customType<{ data: Buffer; driverData: Buffer | Uint8Array }>({
  dataType: () => 'bytea',
  fromDriver: (value) => (Buffer.isBuffer(value) ? value : Buffer.from(value)),
});

/**
 * A full-text vector kept by triggers (decision 135): a post's own text weighted A, its visible
 * comments' weighted D, matched with `@@` through a GIN index and never written by the app.
 */
const tsvector = customType<{ data: string }>({ dataType: () => 'tsvector' });
/** The text-search configuration of every vector and query, so they always agree. */
export const SEARCH_CONFIG = sql.raw(`'english'::regconfig`);

const id = () => uuid('id').primaryKey().defaultRandom();
const createdAt = () => timestamp('created_at', { withTimezone: true }).notNull().defaultNow();
const ownerId = (name = 'user_id') =>
  uuid(name)
    .notNull()
    .references(() => users.id, { onDelete: 'cascade' });

export const users = pgTable(
  'users',
  {
    id: id(),
    name: text('name').notNull(),
    email: text('email').notNull().unique(),
    passwordHash: text('password_hash').notNull(),
    role: text('role').$type<Role>().notNull().default('user'),
    emailVerified: boolean('email_verified').notNull().default(false),
    avatarImage: bytea('avatar_image'),
    avatarUpdatedAt: timestamp('avatar_updated_at', { withTimezone: true }),
    createdAt: createdAt(),
    /** When a moderator suspended the writer (decision 137); null when they are not suspended. */
    suspendedAt: timestamp('suspended_at', { withTimezone: true }),
    /** When the suspension ends by itself; null with `suspendedAt` set: until a moderator lifts it. */
    suspendedUntil: timestamp('suspended_until', { withTimezone: true }),
    suspensionReason: text('suspension_reason'),
    /** The daily e-mail of unread notifications (decision 139): off unless the writer turns it on. */
    emailDigest: text('email_digest').$type<EmailDigest>().notNull().default('off'),
    /** When the last digest was sent: at most one a day, listing what came after the one before. */
    digestSentAt: timestamp('digest_sent_at', { withTimezone: true }),
    /** The account's language (issue 36, decision 187): messages and mails; null follows the browser's. */
    language: text('language').$type<Language>(),
  },
  (t) => [
    check('users_role_check', sql`${t.role} in ('user', 'mod', 'admin')`),
    check('users_language_check', sql`${t.language} in ('en', 'de', 'es', 'fr', 'it', 'nl', 'pl', 'pt-BR', 'ru')`),
    check('users_email_digest_check', sql`${t.emailDigest} in ('off', 'daily')`),
    index('users_name_idx').on(t.name),
    index('users_digest_idx')
      .on(t.id)
      .where(sql`${t.emailDigest} = 'daily'`),
  ],
);

/**
 * Every JWT names one of these rows (its jti); deleting the row revokes the token at once. The
 * User-Agent it began with names the device in the settings' list; `lastSeenAt` moves at most
 * once a minute.
 */
export const sessions = pgTable(
  'sessions',
  {
    id: id(),
    userId: ownerId(),
    createdAt: createdAt(),
    expiresAt: timestamp('expires_at', { withTimezone: true }).notNull(),
    lastSeenAt: timestamp('last_seen_at', { withTimezone: true }).notNull().defaultNow(),
    userAgent: text('user_agent'),
  },
  (t) => [index('sessions_user_idx').on(t.userId)],
);

export const MAIL_TOKEN_PURPOSES = ['verify', 'reset', 'email', 'email-cancel'] as const;
export type MailTokenPurpose = (typeof MAIL_TOKEN_PURPOSES)[number];

/**
 * The single-use links the app mails (docs/decisions/122-account-links.md): e-mail verification,
 * password reset and e-mail change (which carries the new address). Only the SHA-256 of a token is
 * stored; the token itself travels only in the e-mail.
 */
export const verificationTokens = pgTable(
  'verification_tokens',
  {
    id: id(),
    userId: ownerId(),
    purpose: text('purpose').$type<MailTokenPurpose>().notNull().default('verify'),
    newEmail: text('new_email'),
    /**
     * An e-mail change's link is bound to the password it was asked under: a fingerprint of the
     * password hash then (decision 148); a changed password makes the link invalid.
     */
    credentials: text('credentials'),
    tokenHash: text('token_hash').notNull().unique(),
    createdAt: createdAt(),
    expiresAt: timestamp('expires_at', { withTimezone: true }).notNull(),
  },
  (t) => [
    index('verification_tokens_user_idx').on(t.userId),
    check('verification_tokens_purpose_check', sql`${t.purpose} in ('verify', 'reset', 'email', 'email-cancel')`),
  ],
);

/**
 * A writer's stories (docs/decisions/124-stories.md). One per writer is current (a partial unique
 * index); the spec's outline routes act on it. Its beats are rows of `story_beats`
 * (docs/decisions/154-story-structure-as-rows.md). `version` grows with every saved change of the
 * title or a beat, and `titleVersion` and each beat's `version` name the version that last changed
 * it, so a save with a stale If-Match can tell which of its fields changed since. A deleted story
 * waits in the trash (`deletedAt`) for 30 days.
 */
export const outlines = pgTable(
  'outlines',
  {
    id: id(),
    userId: ownerId(),
    title: text('title'),
    promptDismissed: boolean('prompt_dismissed').notNull().default(false),
    current: boolean('current').notNull().default(false),
    version: integer('version').notNull().default(0),
    /** The story's acts, in order: a built-in act's key (its name comes from the sheet) and/or the writer's name for it. */
    acts: jsonb('acts').$type<StoryAct[]>().notNull().default([]),
    /** The version that last changed the title (a beat's is on its row). */
    titleVersion: integer('title_version').notNull().default(0),
    /** The version that last changed the acts and beats themselves (names, order, which there are). */
    structureVersion: integer('structure_version').notNull().default(0),
    deletedAt: timestamp('deleted_at', { withTimezone: true }),
    createdAt: createdAt(),
    updatedAt: timestamp('updated_at', { withTimezone: true }).notNull().defaultNow(),
    /** The unlisted read-only link's secret (`/read/{token}`, decision 138); null when not shared. */
    shareToken: text('share_token').unique(),
    /** Whether the shared page shows the characters too. */
    shareCharacters: boolean('share_characters').notNull().default(false),
    /** Whether it shows the characters' notes as well: only with the characters, never by default. */
    shareNotes: boolean('share_notes').notNull().default(false),
    /** Whether it shows the codex (entries other than characters, their ties) too: never by default (decision 181). */
    shareCodex: boolean('share_codex').notNull().default(false),
    /** The story checks the writer dismissed, by key (docs/decisions/165-scenes-and-plotlines.md). */
    dismissedChecks: text('dismissed_checks')
      .array()
      .$type<string[]>()
      .notNull()
      .default(sql`'{}'::text[]`),
  },
  (t) => [
    uniqueIndex('outlines_current_idx')
      .on(t.userId)
      .where(sql`${t.current}`),
    // Not on updated_at: every save moves it, and an index on it makes no save of the row a HOT update
    // (a writer's stories, at most 200, are sorted after the index finds them).
    index('outlines_user_idx').on(t.userId),
    check('outlines_share_notes_check', sql`${t.shareCharacters} or not ${t.shareNotes}`),
  ],
);

/** An act of a story: `key` names a built-in sheet's act (`three-act/act-2`); `name` is the writer's own. */
export interface StoryAct {
  key?: string;
  name?: string;
}

/**
 * The writers a story's owner let in (decision 189): co-authors edit, critics read. The owner is
 * the story's `user_id` and has no row here. `current` is this member's current story, as
 * `outlines.current` is the owner's: at most one of the two holds for a writer.
 */
export const storyMembers = pgTable(
  'story_members',
  {
    outlineId: uuid('outline_id')
      .notNull()
      .references(() => outlines.id, { onDelete: 'cascade' }),
    userId: ownerId(),
    role: text('role').$type<MemberRole>().notNull(),
    current: boolean('current').notNull().default(false),
    createdAt: createdAt(),
  },
  (t) => [
    primaryKey({ columns: [t.outlineId, t.userId] }),
    index('story_members_user_idx').on(t.userId),
    uniqueIndex('story_members_one_current')
      .on(t.userId)
      .where(sql`${t.current}`),
    check('story_members_role_check', sql`${t.role} in ('coauthor', 'critic')`),
  ],
);

/**
 * A story's live document (decision 192): the Yjs state its members edit together, kept so a
 * device that edited offline merges into the same document instead of one built again from the
 * rows (which would duplicate its text). `version` is the story's version the state mirrors; the
 * rows stay what every route reads. A trigger (migration 0030) announces on `story_live` when a
 * story with a document is saved past that version by anything else.
 */
export const storyDocuments = pgTable('story_documents', {
  outlineId: uuid('outline_id')
    .primaryKey()
    .references(() => outlines.id, { onDelete: 'cascade' }),
  state: bytea('state').notNull(),
  version: integer('version').notNull(),
  updatedAt: timestamp('updated_at', { withTimezone: true }).notNull().defaultNow(),
});

/**
 * An invitation to a story, mailed to `email` (decision 189): only the SHA-256 of its token is
 * kept; it works for 7 days, once. One pending invitation per address and story.
 */
export const storyInvitations = pgTable(
  'story_invitations',
  {
    id: id(),
    outlineId: uuid('outline_id')
      .notNull()
      .references(() => outlines.id, { onDelete: 'cascade' }),
    email: text('email').notNull(),
    role: text('role').$type<MemberRole>().notNull(),
    tokenHash: text('token_hash').notNull().unique(),
    invitedBy: ownerId('invited_by'),
    createdAt: createdAt(),
    expiresAt: timestamp('expires_at', { withTimezone: true }).notNull(),
    /** When it was accepted: a used link says so (410) instead of "invalid". */
    acceptedAt: timestamp('accepted_at', { withTimezone: true }),
  },
  (t) => [
    index('story_invitations_outline_idx').on(t.outlineId),
    check('story_invitations_role_check', sql`${t.role} in ('coauthor', 'critic')`),
  ],
);

/**
 * A story's beats (docs/decisions/154-story-structure-as-rows.md), in order of act (0-based, an
 * index into the story's `acts`) and position. A beat made from a built-in sheet keeps its `key`
 * (`act2a07` on the Three Act structure) and takes its name, question and hint from the sheet
 * until the writer writes their own (the columns, null until then). `version` is the story
 * version that last changed `text`.
 */
export const storyBeats = pgTable(
  'story_beats',
  {
    id: id(),
    outlineId: uuid('outline_id')
      .notNull()
      .references(() => outlines.id, { onDelete: 'cascade' }),
    act: smallint('act').notNull(),
    position: smallint('position').notNull(),
    key: text('key'),
    name: text('name'),
    question: text('question'),
    hint: text('hint'),
    text: text('text'),
    version: integer('version').notNull().default(0),
  },
  (t) => [
    index('story_beats_order_idx').on(t.outlineId, t.act, t.position),
    uniqueIndex('story_beats_key_idx').on(t.outlineId, t.key),
  ],
);

/** Text that lost its beat (a structure change dropped it) or came from elsewhere, until the writer places it. */
export const storyUnplaced = pgTable(
  'story_unplaced',
  {
    id: id(),
    outlineId: uuid('outline_id')
      .notNull()
      .references(() => outlines.id, { onDelete: 'cascade' }),
    text: text('text').notNull(),
    /** Where it came from: the beat it was in, or a Brainstorm idea. */
    origin: jsonb('origin').$type<{ beat?: string; post?: string; comment?: string }>().notNull().default({}),
    createdAt: createdAt(),
  },
  (t) => [index('story_unplaced_outline_idx').on(t.outlineId, t.createdAt)],
);

/**
 * Every saved change of a story's title or beats (docs/decisions/125-revisions.md). Saves of one
 * field from one tab (`source`: session and tab) by one writer (`authorId`) update the newest row
 * while it is less than 10 minutes old (`createdAt`), so steady typing keeps one revision per 10
 * minutes; at most 100 rows per field are kept. `authorId` is who saved it (issue 35,
 * docs/decisions/191-revision-authors.md): null for rows saved before it was kept and once that
 * account is deleted, so a co-author who leaves leaves their history behind, unnamed.
 */
export const outlineRevisions = pgTable(
  'outline_revisions',
  {
    id: id(),
    outlineId: uuid('outline_id')
      .notNull()
      .references(() => outlines.id, { onDelete: 'cascade' }),
    field: text('field').notNull(),
    text: text('text'),
    version: integer('version').notNull(),
    source: text('source').notNull(),
    authorId: uuid('author_id').references(() => users.id, { onDelete: 'set null' }),
    createdAt: createdAt(),
    savedAt: timestamp('saved_at', { withTimezone: true }).notNull().defaultNow(),
  },
  (t) => [
    index('outline_revisions_field_idx').on(t.outlineId, t.field, t.savedAt),
    index('outline_revisions_author_idx').on(t.authorId),
  ],
);

/**
 * A story's plotlines (docs/decisions/165-scenes-and-plotlines.md): named, coloured lanes of the
 * board, in order (0 is the main plot).
 */
export const storyPlotlines = pgTable(
  'story_plotlines',
  {
    id: id(),
    outlineId: uuid('outline_id')
      .notNull()
      .references(() => outlines.id, { onDelete: 'cascade' }),
    position: smallint('position').notNull(),
    name: text('name').notNull(),
    color: text('color').notNull(),
  },
  (t) => [index('story_plotlines_order_idx').on(t.outlineId, t.position)],
);

/**
 * A story's scenes (docs/decisions/165-scenes-and-plotlines.md), under a beat (`beat_id`) or
 * unplaced (null: also where a structure change that drops its beat leaves it), in `position`
 * order. `version` is the story version that last changed it and `field_versions` the one that
 * last changed each field, so a save with a stale If-Match can tell which fields changed since.
 * A deleted scene waits in the story's trash (`deleted_at`) for 30 days.
 */
export const storyScenes = pgTable(
  'story_scenes',
  {
    id: id(),
    outlineId: uuid('outline_id')
      .notNull()
      .references(() => outlines.id, { onDelete: 'cascade' }),
    beatId: uuid('beat_id').references(() => storyBeats.id, { onDelete: 'set null' }),
    position: integer('position').notNull(),
    title: text('title').notNull(),
    summary: text('summary'),
    status: text('status').notNull().default('idea'),
    plotlines: uuid('plotlines')
      .array()
      .$type<string[]>()
      .notNull()
      .default(sql`'{}'::uuid[]`),
    pov: uuid('pov').references((): AnyPgColumn => characters.id, { onDelete: 'set null' }),
    characters: uuid('characters')
      .array()
      .$type<string[]>()
      .notNull()
      .default(sql`'{}'::uuid[]`),
    place: text('place'),
    wordTarget: integer('word_target'),
    when: jsonb('when').$type<SceneWhen>(),
    notes: text('notes'),
    version: integer('version').notNull().default(0),
    fieldVersions: jsonb('field_versions').$type<Record<string, number>>().notNull().default({}),
    deletedAt: timestamp('deleted_at', { withTimezone: true }),
    createdAt: createdAt(),
  },
  (t) => [
    index('story_scenes_order_idx').on(t.outlineId, t.beatId, t.position),
    // What a beat's or a character's deletion looks its scenes up by.
    index('story_scenes_beat_idx').on(t.beatId),
    index('story_scenes_pov_idx')
      .on(t.pov)
      .where(sql`${t.pov} is not null`),
  ],
);

/**
 * The codex's entries (docs/decisions/177-the-codex.md): characters and every other kind (places,
 * objects, groups, lore, the writer's own). The table keeps its first name: the spec's character
 * routes read the rows of kind `character`. `description` is the entry's description, `photo_url`
 * its image ('' for none); `fields` holds the values of the kind's sheet by field id.
 */
export const characters = pgTable(
  'characters',
  {
    id: id(),
    outlineId: uuid('outline_id')
      .notNull()
      .references(() => outlines.id, { onDelete: 'cascade' }),
    userId: ownerId(),
    kind: text('kind').notNull().default('character'),
    name: text('name').notNull(),
    aliases: text('aliases')
      .array()
      .$type<string[]>()
      .notNull()
      .default(sql`'{}'::text[]`),
    summary: text('summary'),
    desc: text('description').notNull(),
    photoUrl: text('photo_url').notNull(),
    tags: text('tags')
      .array()
      .$type<string[]>()
      .notNull()
      .default(sql`'{}'::text[]`),
    fields: jsonb('fields').$type<Record<string, string | number | boolean>>().notNull().default({}),
    /** Whether its name and aliases are recognised in text only as written. */
    matchCase: boolean('match_case').notNull().default(true),
    protag: boolean('protag').notNull().default(false),
    /** The ids of the beats the character appears in, in story order (docs/decisions/131-characters-in-beats.md). */
    beats: text('beats')
      .array()
      .$type<string[]>()
      .notNull()
      .default(sql`'{}'::text[]`),
    /**
     * Moves on whenever a value the entry's page edits changes, by any route (a trigger, migration
     * 0025): an entry's ETag, so a save from an older copy is a 409 (docs/decisions/185-entry-versions.md).
     */
    version: integer('version').notNull().default(1),
    createdAt: createdAt(),
  },
  (t) => [
    index('characters_user_idx').on(t.userId, t.createdAt),
    // The codex list's order and its pages (by name in any case, then id), of a story and of a kind.
    index('characters_story_name_idx').on(t.outlineId, sql`lower(${t.name})`, t.id),
    index('characters_story_kind_idx').on(t.outlineId, t.kind, sql`lower(${t.name})`, t.id),
    // A search by name or alias (docs/decisions/184-the-codex-page-and-its-search.md): the story's
    // id as text (btree_gin; no btree index serves it, so a search never reads the story in name
    // order) and the trigrams of the entry's names in lower case (pg_trgm; `codex_names` is created
    // by the migration). Without fastupdate every insert goes into the index itself: PGlite never
    // vacuums, and a search would read every pending insert.
    index('characters_search_trgm_idx')
      .using('gin', sql`(${t.outlineId}::text)`, sql`codex_names(${t.name}, ${t.aliases}) gin_trgm_ops`)
      .with({ fastupdate: false }),
  ],
);

/**
 * A kind's sheet of fields in one story (docs/decisions/177-the-codex.md): a row for a built-in kind
 * once its writer edits the sheet (until then `defaultTemplate` holds), and one for each kind the
 * writer names. `name_key` is the kind's name in lower case: a story's kinds differ in more than case.
 */
export const codexKinds = pgTable(
  'codex_kinds',
  {
    id: id(),
    outlineId: uuid('outline_id')
      .notNull()
      .references(() => outlines.id, { onDelete: 'cascade' }),
    name: text('name').notNull(),
    nameKey: text('name_key').notNull(),
    fields: jsonb('fields').$type<TemplateField[]>().notNull().default([]),
    createdAt: createdAt(),
  },
  (t) => [uniqueIndex('codex_kinds_story_name_idx').on(t.outlineId, t.nameKey)],
);

/** A tie between two entries of one story, optionally directed and holding between two beats. */
export const codexRelationships = pgTable(
  'codex_relationships',
  {
    id: id(),
    outlineId: uuid('outline_id')
      .notNull()
      .references(() => outlines.id, { onDelete: 'cascade' }),
    fromId: uuid('from_id')
      .notNull()
      .references(() => characters.id, { onDelete: 'cascade' }),
    toId: uuid('to_id')
      .notNull()
      .references(() => characters.id, { onDelete: 'cascade' }),
    label: text('label').notNull(),
    directed: boolean('directed').notNull().default(false),
    note: text('note'),
    fromBeat: uuid('from_beat').references(() => storyBeats.id, { onDelete: 'set null' }),
    untilBeat: uuid('until_beat').references(() => storyBeats.id, { onDelete: 'set null' }),
    createdAt: createdAt(),
  },
  (t) => [
    index('codex_relationships_story_idx').on(t.outlineId, t.createdAt),
    index('codex_relationships_from_idx').on(t.fromId),
    index('codex_relationships_to_idx').on(t.toId),
    check('codex_relationships_not_self', sql`${t.fromId} <> ${t.toId}`),
  ],
);

/** A point of an entry's arc: its state at a beat or at a scene (exactly one). */
export const codexArcPoints = pgTable(
  'codex_arc_points',
  {
    id: id(),
    entryId: uuid('entry_id')
      .notNull()
      .references(() => characters.id, { onDelete: 'cascade' }),
    beatId: uuid('beat_id').references(() => storyBeats.id, { onDelete: 'cascade' }),
    sceneId: uuid('scene_id').references(() => storyScenes.id, { onDelete: 'cascade' }),
    text: text('text').notNull(),
  },
  (t) => [
    index('codex_arc_points_entry_idx').on(t.entryId),
    index('codex_arc_points_beat_idx').on(t.beatId),
    index('codex_arc_points_scene_idx').on(t.sceneId),
    check('codex_arc_points_one_place', sql`(${t.beatId} is null) <> (${t.sceneId} is null)`),
  ],
);

export const notes = pgTable(
  'notes',
  {
    id: id(),
    characterId: uuid('character_id')
      .notNull()
      .references(() => characters.id, { onDelete: 'cascade' }),
    noteTitle: text('note_title').notNull(),
    noteText: text('note_text').notNull(),
    createdAt: createdAt(),
  },
  (t) => [index('notes_character_idx').on(t.characterId, t.createdAt)],
);

export const profiles = pgTable('profiles', {
  id: id(),
  userId: ownerId().unique(),
  status: text('status').notNull(),
  company: text('company'),
  website: text('website'),
  location: text('location'),
  genres: text('genres')
    .array()
    .notNull()
    .default(sql`'{}'::text[]`),
  bio: text('bio'),
  amazonauthor: text('amazonauthor'),
  twitter: text('twitter'),
  facebook: text('facebook'),
  youtube: text('youtube'),
  linkedin: text('linkedin'),
  instagram: text('instagram'),
  createdAt: createdAt(),
  updatedAt: timestamp('updated_at', { withTimezone: true }).notNull().defaultNow(),
});

export const works = pgTable(
  'works',
  {
    id: id(),
    profileId: uuid('profile_id')
      .notNull()
      .references(() => profiles.id, { onDelete: 'cascade' }),
    title: text('title').notNull(),
    author: text('author').notNull(),
    genre: text('genre'),
    desc: text('description'),
    asin: text('asin'),
    url: text('url'),
    createdAt: createdAt(),
  },
  (t) => [index('works_profile_idx').on(t.profileId, t.createdAt)],
);

/**
 * Counters (likes, reports, comments, votes) are kept by triggers on the join tables (see the
 * custom migration), so a toggle stays one statement and the list can be sorted by an index.
 */
export const posts = pgTable(
  'posts',
  {
    id: id(),
    userId: ownerId(),
    text: text('text').notNull(),
    likeCount: integer('like_count').notNull().default(0),
    reportCount: integer('report_count').notNull().default(0),
    commentCount: integer('comment_count').notNull().default(0),
    createdAt: createdAt(),
    /** When the post or its latest comment was written: the Active sort (kept by the comments trigger). */
    activeAt: timestamp('active_at', { withTimezone: true }).notNull().defaultNow(),
    /** When its author last changed the text; null when never. */
    editedAt: timestamp('edited_at', { withTimezone: true }),
    search: tsvector('search')
      .notNull()
      .default(sql`''::tsvector`),
  },
  (t) => [
    // One partial index per sort, each exactly that sort's order, so every page is an index range scan.
    index('posts_visible_rank_idx')
      .on(t.likeCount.desc(), t.createdAt.desc(), t.id.desc())
      .where(sql`${t.reportCount} < 5`),
    index('posts_visible_new_idx')
      .on(t.createdAt.desc(), t.id.desc())
      .where(sql`${t.reportCount} < 5`),
    index('posts_visible_active_idx')
      .on(t.activeAt.desc(), t.id.desc())
      .where(sql`${t.reportCount} < 5`),
    index('posts_flagged_idx')
      .on(t.reportCount)
      .where(sql`${t.reportCount} >= 5`),
    index('posts_user_idx').on(t.userId, t.createdAt.desc(), t.id.desc()),
    index('posts_search_idx').using('gin', t.search),
  ],
);

/** Text compared byte by byte, so the words that start with a prefix are one range of an index. */
const byteText = customType<{ data: string }>({ dataType: () => 'text COLLATE "C"' });

/**
 * Each word of a post's search vector with its rank for that word alone (decision 141), kept by
 * triggers from `posts.search` and never written by the app: a one-word search walks
 * post_terms_rank_idx in rank order and stops after a page, however many posts match.
 */
export const postTerms = pgTable(
  'post_terms',
  {
    postId: uuid('post_id')
      .notNull()
      .references(() => posts.id, { onDelete: 'cascade' }),
    lexeme: byteText('lexeme').notNull(),
    rank: real('rank').notNull(),
    /** The post's, so ties rank newest first without a join. */
    createdAt: timestamp('created_at', { withTimezone: true }).notNull(),
    /** Whether the post is shown (fewer than 5 reports), so a search reads no post it cannot list. */
    visible: boolean('visible').notNull(),
  },
  (t) => [
    primaryKey({ columns: [t.postId, t.lexeme] }),
    index('post_terms_rank_idx')
      .on(t.lexeme, t.rank.desc(), t.createdAt.desc(), t.postId.desc())
      .where(sql`${t.visible}`),
  ],
);

export const comments = pgTable(
  'comments',
  {
    id: id(),
    postId: uuid('post_id')
      .notNull()
      .references(() => posts.id, { onDelete: 'cascade' }),
    userId: ownerId(),
    text: text('text').notNull(),
    voteCount: integer('vote_count').notNull().default(0),
    reportCount: integer('report_count').notNull().default(0),
    createdAt: createdAt(),
    editedAt: timestamp('edited_at', { withTimezone: true }),
    /** The top-level comment this one answers (one level of replies); deleting it deletes its replies. */
    parentId: uuid('parent_id').references((): AnyPgColumn => comments.id, { onDelete: 'cascade' }),
  },
  (t) => [
    // The discussion's order: votes, then oldest first (decision 136).
    index('comments_post_rank_idx').on(t.postId, t.voteCount.desc(), t.createdAt.asc()),
    index('comments_parent_idx').on(t.parentId),
    index('comments_flagged_idx')
      .on(t.reportCount)
      .where(sql`${t.reportCount} >= 5`),
    index('comments_user_idx').on(t.userId),
  ],
);

const toggleTable = <Extra extends Record<string, PgColumnBuilderBase>>(
  name: string,
  itemColumn: string,
  itemTable: typeof posts | typeof comments | typeof beatSheets,
  extra: Extra = {} as Extra,
) =>
  pgTable(
    name,
    {
      itemId: uuid(itemColumn)
        .notNull()
        .references(() => itemTable.id, { onDelete: 'cascade' }),
      userId: ownerId(),
      createdAt: createdAt(),
      ...extra,
    },
    (t) => [primaryKey({ columns: [t.itemId, t.userId] }), index(`${name}_user_idx`).on(t.userId)],
  );

/**
 * A report is a toggle row that also says why, and how much it counts toward hiding the item
 * (decision 137): 1 from a verified writer, 0 from an unverified one (kept for moderators), the
 * whole threshold from a moderator or admin. The report-count triggers add up `weight`.
 */
const reportColumns = () => ({
  reason: text('reason').$type<ReportReason>().notNull().default('other'),
  details: text('details'),
  /** Set by a trigger from the reporter's row unless given (-1: not given; a restore gives it). */
  weight: integer('weight').notNull().default(-1),
});

export const postLikes = toggleTable('post_likes', 'post_id', posts);
export const postReports = toggleTable('post_reports', 'post_id', posts, reportColumns());
export const commentVotes = toggleTable('comment_votes', 'comment_id', comments);
export const commentReports = toggleTable('comment_reports', 'comment_id', comments, reportColumns());

/** Who removed or restored what, and when. The moderator's id is cleared if they delete their account. */
export const moderationLog = pgTable(
  'moderation_log',
  {
    id: id(),
    moderatorId: uuid('moderator_id').references(() => users.id, { onDelete: 'set null' }),
    action: text('action').notNull(),
    targetType: text('target_type').notNull(),
    targetId: uuid('target_id').notNull(),
    summary: text('summary'),
    /** The writer the action touched (the removed item's author, the suspended writer), for names in the log. */
    subjectId: uuid('subject_id').references(() => users.id, { onDelete: 'set null' }),
    /** The moderator's reason for a removal or a suspension (their words, never the author's). */
    reason: text('reason'),
    /** The post the item was on (itself, for a post), so the log can link to it while it exists. */
    postId: uuid('post_id'),
    createdAt: createdAt(),
  },
  (t) => [index('moderation_log_created_idx').on(t.createdAt), index('moderation_log_subject_idx').on(t.subjectId)],
);

/**
 * A writer's notifications (decision 139). A comment or reply notification goes with its comment (and
 * its post); a removal's post id is null once the post is gone. `excerpt` is the start of the post it
 * is about, kept so the list needs no join; a reporter's notice of a removal keeps none of the text.
 */
export const notifications = pgTable(
  'notifications',
  {
    id: id(),
    userId: ownerId(),
    kind: text('kind').$type<NotificationKind>().notNull(),
    actorId: uuid('actor_id').references(() => users.id, { onDelete: 'cascade' }),
    postId: uuid('post_id').references(() => posts.id, { onDelete: 'cascade' }),
    commentId: uuid('comment_id').references(() => comments.id, { onDelete: 'cascade' }),
    /** A `mentioned` notification's comment on a story (decision 190); it goes with the comment. */
    storyCommentId: uuid('story_comment_id').references((): AnyPgColumn => storyComments.id, { onDelete: 'cascade' }),
    target: text('target').$type<'post' | 'comment'>(),
    excerpt: text('excerpt').notNull().default(''),
    reason: text('reason'),
    resolution: text('resolution').$type<'removed' | 'kept'>(),
    until: timestamp('until', { withTimezone: true }),
    createdAt: createdAt(),
    readAt: timestamp('read_at', { withTimezone: true }),
  },
  (t) => [
    index('notifications_user_idx').on(t.userId, t.createdAt.desc(), t.id.desc()),
    // The bell's count: one index-only range over the writer's unread rows.
    index('notifications_unread_idx')
      .on(t.userId)
      .where(sql`${t.readAt} is null`),
    index('notifications_post_idx').on(t.postId),
    index('notifications_comment_idx').on(t.commentId),
    index('notifications_actor_idx').on(t.actorId),
    index('notifications_story_comment_idx').on(t.storyCommentId),
  ],
);

/**
 * Comments on a story by its members (decision 190): on one beat, scene or codex entry (whose row
 * may go: the comment stays, its target gone), optionally anchored to a range of its text; a reply
 * names its thread's first comment. Resolving is the thread's, on its first comment.
 */
export const storyComments = pgTable(
  'story_comments',
  {
    id: id(),
    outlineId: uuid('outline_id')
      .notNull()
      .references(() => outlines.id, { onDelete: 'cascade' }),
    targetKind: text('target_kind').$type<'beat' | 'scene' | 'entry'>().notNull(),
    targetId: uuid('target_id').notNull(),
    anchor: jsonb('anchor').$type<{ start: number; end: number; quote: string }>(),
    parentId: uuid('parent_id').references((): AnyPgColumn => storyComments.id, { onDelete: 'cascade' }),
    authorId: ownerId('author_id'),
    text: text('text').notNull(),
    createdAt: createdAt(),
    editedAt: timestamp('edited_at', { withTimezone: true }),
    resolvedAt: timestamp('resolved_at', { withTimezone: true }),
    resolvedBy: uuid('resolved_by').references(() => users.id, { onDelete: 'set null' }),
  },
  (t) => [
    index('story_comments_target_idx').on(t.outlineId, t.targetKind, t.targetId, t.createdAt),
    index('story_comments_parent_idx').on(t.parentId),
    index('story_comments_author_idx').on(t.authorId),
    index('story_comments_resolved_by_idx').on(t.resolvedBy),
    check('story_comments_target_check', sql`${t.targetKind} in ('beat', 'scene', 'entry')`),
  ],
);

/** A beat of a writer's own sheet as stored in `beat_sheets.acts`; no hint is an absent key. */
export interface StoredSheetBeat {
  name: string;
  question: string;
  hint?: string;
}
export interface StoredSheetAct {
  name: string;
  beats: StoredSheetBeat[];
}

/**
 * A writer's own beat sheets (docs/decisions/155-own-beat-sheets.md); the built-in ones are data in
 * the contract. A sheet's structure is one JSON value: it is always read, written and replaced
 * whole, and bounded (7 acts, 100 beats). The other columns are the Brainstorm's shelf
 * (docs/decisions/156-beat-sheet-shelf.md): when it was published, the sheet it was adopted from,
 * its like and report counters (kept by triggers on the join tables, as the posts' are), whether
 * its reports hide it, and its search vector.
 */
export const beatSheets = pgTable(
  'beat_sheets',
  {
    id: id(),
    userId: ownerId(),
    name: text('name').notNull(),
    description: text('description').notNull().default(''),
    acts: jsonb('acts').$type<StoredSheetAct[]>().notNull(),
    createdAt: createdAt(),
    updatedAt: timestamp('updated_at', { withTimezone: true }).notNull().defaultNow(),
    publishedAt: timestamp('published_at', { withTimezone: true }),
    /** Credit kept with an adopted copy: the sheet's id, its name and its author's name when adopted. */
    adoptedFrom: jsonb('adopted_from').$type<{ sheet: string; name: string; author: string }>(),
    likes: integer('likes').notNull().default(0),
    /** Whether its counted reports reach the threshold (5; one moderator's report does): set by the report trigger. */
    hidden: boolean('hidden').notNull().default(false),
    /** Its reports' weights added up (decision 137: 1 verified, 0 unverified, 5 a moderator), by the report trigger. */
    reportCount: integer('report_count').notNull().default(0),
    /** The shelf's search: the name (weight A) and the description (B), computed by PostgreSQL on every write. */
    search: tsvector('search')
      .notNull()
      .generatedAlwaysAs(
        sql`setweight(to_tsvector('english'::regconfig, name), 'A') || setweight(to_tsvector('english'::regconfig, description), 'B')`,
      ),
  },
  (t) => [
    index('beat_sheets_user_idx').on(t.userId, t.createdAt),
    // The shelf: one partial index per sort, each exactly that sort's order, so a page is an index
    // range scan however many sheets there are (as the Brainstorm's, decision 135).
    index('beat_sheets_shelf_top_idx')
      .on(t.likes.desc(), t.publishedAt.desc(), t.id.desc())
      .where(sql`${t.publishedAt} is not null and not ${t.hidden}`),
    index('beat_sheets_shelf_new_idx')
      .on(t.publishedAt.desc(), t.id.desc())
      .where(sql`${t.publishedAt} is not null and not ${t.hidden}`),
    index('beat_sheets_shelf_search_idx')
      .using('gin', t.search)
      .where(sql`${t.publishedAt} is not null and not ${t.hidden}`),
  ],
);

/** A like of a shelf sheet: one row per (sheet, writer); a trigger keeps `beat_sheets.likes`. */
export const beatSheetLikes = toggleTable('beat_sheet_likes', 'sheet_id', beatSheets);
/** A report of a shelf sheet, weighed and counted as a post's (decision 137); `beat_sheets.hidden` follows. */
export const beatSheetReports = toggleTable('beat_sheet_reports', 'sheet_id', beatSheets, reportColumns());

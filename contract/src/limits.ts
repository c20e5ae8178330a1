/**
 * Every limit on input, one place for both sides (docs/product.md#limits). The server refuses
 * more with a 400 naming the field; the client sets the same maxLength on its fields.
 */
export const NAME_MIN = 5;
export const NAME_MAX = 50;
export const EMAIL_MAX = 254;
export const PASSWORD_MIN = 8;
/** bcrypt reads no further than 72 bytes, so longer passwords are refused rather than silently cut. */
export const PASSWORD_MAX_BYTES = 72;
/** Login accepts any stored password up to this length (the byte rule applies at sign-up). */
export const LOGIN_PASSWORD_MAX = 1000;
export const VERIFY_TOKEN_MIN = 20;
export const VERIFY_TOKEN_MAX = 200;

export const TITLE_MAX = 200;
/** Stories one writer may keep outside the trash; the trash keeps as many, each for TRASH_DAYS. */
export const STORIES_MAX = 100;
export const TRASH_DAYS = 30;
/** Revisions kept per field of a story, oldest dropped first. */
export const REVISIONS_PER_FIELD_MAX = 100;
/** Saves of one field from one tab within this many minutes update its newest revision. */
export const REVISION_COALESCE_MINUTES = 10;
/**
 * Bounded storage and work per writer (docs/decisions/151-bounded-storage-per-writer.md): tabs
 * (`X-Tab-Id`) of one session that keep revisions of their own in a story; the saves of any further
 * tab join the session's newest one.
 */
export const TABS_PER_SESSION_MAX = 8;
/** Bytes (UTF-8) of history kept per story across its fields, oldest dropped first, never a field's newest. */
export const HISTORY_BYTES_PER_STORY_MAX = 5 * 1024 * 1024;
/**
 * The largest JSON body of a save that carries every beat at once (`POST /api/outlines` with the
 * Three Act structure's 32 answers at BEAT_MAX, 3 UTF-8 bytes a character in any script: 9.6 MB,
 * and the JSON around them), and of a story file an import reads
 * (docs/decisions/168-long-texts-and-settled-conflicts.md).
 */
export const SAVE_BODY_MAX_BYTES = 12 * 1024 * 1024;
/** Largest file `POST /api/stories/import` reads: a story whose beats are all full fits. */
export const STORY_IMPORT_MAX_BYTES = 12 * 1024 * 1024; // SAVE_BODY_MAX_BYTES: a full save fits
/** Text bytes (UTF-8) one writer's saves may carry a minute: outlines, stories, characters, notes. One full save fits. */
export const SAVE_BYTES_PER_MINUTE = 12 * 1024 * 1024;
/** The same for an account whose e-mail address is not verified yet: still one full beat in any script. */
export const UNVERIFIED_SAVE_BYTES_PER_MINUTE = 1024 * 1024;
/** Stories an account whose address is not verified may keep, and keep in the trash. */
export const UNVERIFIED_STORIES_MAX = 5;
/** The most "Download my data" may hold, uncompressed; a larger export answers 413. */
export const EXPORT_MAX_BYTES = 100 * 1024 * 1024;
/**
 * Characters in one beat, scene summary or notes, character description (HTML) or note: a long
 * chapter's worth, so pasted text is never cut (decision 168; it was 10 000).
 */
const LONG_TEXT_MAX = 100_000;
export const BEAT_MAX = LONG_TEXT_MAX;
/** How many of a kind one writer may keep: bounds every answer that lists them (attack item 6). */
export const CHARACTERS_PER_STORY_MAX = 200;
export const NOTES_PER_CHARACTER_MAX = 100;
export const WORKS_PER_PROFILE_MAX = 50;
export const CHARACTER_NAME_MAX = 100;
export const CHARACTER_DESC_MAX = LONG_TEXT_MAX;
export const PHOTO_URL_MAX = 2_000;
export const NOTE_TITLE_MAX = 100;
export const NOTE_TEXT_MAX = LONG_TEXT_MAX;

export const PROFILE_FIELD_MAX = 500;
export const BIO_MAX = 5_000;
export const GENRES_MAX = 30;
export const GENRE_MAX = 100;
export const WORK_TITLE_MAX = 200;
export const WORK_AUTHOR_MAX = 200;
export const WORK_GENRE_MAX = 100;
export const WORK_DESC_MAX = 5_000;
export const ASIN_LENGTH = 10;

export const POST_MAX = 10_000;
export const COMMENT_MAX = 3_000;
export const STORY_COMMENT_MAX = 3_000; // COMMENT_MAX, as Brainstorm's

export const USER_SEARCH_MAX = 100;
/** The Brainstorm search box (GET /api/posts?q=). */
export const POST_SEARCH_MAX = 200;
/** How far a Brainstorm search counts what it found; past it the count reads "1000+" (decision 167). */
export const POSTS_FOUND_CAP = 1_000;

/** Pages of lists: the default size and the most a client may ask for. */
export const PAGE_SIZE = 20;
export const PAGE_SIZE_MAX = 50;
export const PROFILE_PAGE_MAX = 100_000;
export const POSTS_CURSOR_MAX = 200;
export const USERS_CURSOR_MAX = 400;
export const NOTIFICATIONS_CURSOR_MAX = 200;
/** How many notifications one PUT /api/notifications/read may name. */
export const NOTIFICATION_READ_MAX = 100;
/** JSON request bodies above this are refused with 413 (but for SAVE_BODY_MAX_BYTES's routes). */
export const BODY_LIMIT = '1mb';
/** Avatar uploads. */
export const AVATAR_MAX_BYTES = 5 * 1024 * 1024;

/** Posts with this many reports leave the list; comments show the flagged notice (docs/product.md#brainstorm). */
export const REPORT_THRESHOLD = 5;
/** Post text of this many characters or more is previewed cut in the list. */
export const PREVIEW_LIMIT = 345;

/** A story's structure and beat sheets (docs/decisions/154-story-structure-as-rows.md). */
export const ACTS_MAX = 7;
export const BEATS_PER_STORY_MAX = 100;
export const SHEET_NAME_MAX = 120;
export const SHEET_DESCRIPTION_MAX = 2_000;
export const BEAT_NAME_MAX = 120;
export const BEAT_QUESTION_MAX = 1_000;
export const BEAT_HINT_MAX = 1_000;
export const SHEETS_PER_WRITER_MAX = 200;
/**
 * Unplaced texts one story file may carry into an import (docs/decisions/158-story-files-v2.md):
 * the 2 MB file bounds the rest; this keeps one import's inserts within PostgreSQL's bound parameters.
 */
export const UNPLACED_PER_FILE_MAX = 1_000;

/** The shelf of published sheets (docs/decisions/156-beat-sheet-shelf.md): its search box and cursors. */
export const SHEET_SEARCH_MAX = 200;
export const SHEETS_CURSOR_MAX = 200;

/**
 * Unplaced texts a story may hold before "Use in my story" refuses to add one more there (a beat
 * still takes it): bounds the story's answer. A structure change may pass it, since it never drops
 * text (docs/decisions/157-ideas-into-stories.md).
 */
export const UNPLACED_PER_STORY_MAX = 100;
/** Brainstorm ideas one writer may use in their stories in 10 minutes (posts and comments together). */
export const IDEAS_USED_PER_10_MINUTES = 30;

/** Scenes and plotlines (docs/decisions/165-scenes-and-plotlines.md). */
export const SCENES_PER_STORY_MAX = 1_000;
export const PLOTLINES_PER_STORY_MAX = 30;
export const SCENE_TITLE_MAX = 200;
export const SCENE_SUMMARY_MAX = LONG_TEXT_MAX;
export const SCENE_NOTES_MAX = LONG_TEXT_MAX;
export const SCENE_PLACE_MAX = 200;
export const PLOTLINE_NAME_MAX = 80;
export const WORD_TARGET_MAX = 1_000_000;
/** A story-world day number runs from minus to plus this. */
export const STORY_DAY_MAX = 1_000_000;

/** The codex (docs/decisions/177-the-codex.md): entries of every kind, characters included. */
export const CODEX_ENTRIES_PER_STORY_MAX = 2_000;
/** Kinds a writer names, beside the built-in ones. */
export const CODEX_KINDS_PER_STORY_MAX = 30;
export const CODEX_KIND_MAX = 40;
export const CODEX_FIELDS_PER_KIND_MAX = 100;
export const CODEX_FIELD_NAME_MAX = 60;
export const CODEX_CHOICES_MAX = 50;
export const CODEX_CHOICE_MAX = 100;
/** A one-line field's value; a long-text field holds as much as a description. */
export const CODEX_FIELD_TEXT_MAX = 1_000;
export const CODEX_FIELD_LONG_TEXT_MAX = LONG_TEXT_MAX;
export const CODEX_ALIASES_MAX = 20;
export const CODEX_TAGS_MAX = 30;
export const CODEX_TAG_MAX = 40;
export const CODEX_SUMMARY_MAX = 1_000;
export const CODEX_DESCRIPTION_MAX = LONG_TEXT_MAX;
export const RELATIONSHIPS_PER_STORY_MAX = 5_000;
export const RELATIONSHIP_LABEL_MAX = 100;
export const RELATIONSHIP_NOTE_MAX = 5_000;
export const ARC_POINTS_MAX = 200;
export const ARC_TEXT_MAX = 2_000;

/** The reason a moderator gives for removing a post or comment. */
export const REMOVAL_REASON_MAX = 500;

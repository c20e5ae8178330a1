import { BEAT_KEYS, type BeatKey } from './beats';
import { SCENE_STATUSES, sceneWhenSchema } from './board';
import { builtInBeat } from './built-in-sheets';
import { BUILT_IN_KINDS, entryFileFields, kindNameSchema, putKindBody } from './codex';
import { FRAMEWORK_SLUGS } from './frameworks';
import { idOf } from './ids';
import {
  ACTS_MAX,
  ARC_POINTS_MAX,
  ARC_TEXT_MAX,
  BEAT_HINT_MAX,
  BEAT_MAX,
  BEAT_NAME_MAX,
  BEAT_QUESTION_MAX,
  BEATS_PER_STORY_MAX,
  CHARACTERS_PER_STORY_MAX,
  CODEX_ENTRIES_PER_STORY_MAX,
  CODEX_KINDS_PER_STORY_MAX,
  NOTES_PER_CHARACTER_MAX,
  PLOTLINE_NAME_MAX,
  PLOTLINES_PER_STORY_MAX,
  RELATIONSHIP_LABEL_MAX,
  RELATIONSHIPS_PER_STORY_MAX,
  RELATIONSHIP_NOTE_MAX,
  SCENE_NOTES_MAX,
  SCENE_PLACE_MAX,
  SCENE_SUMMARY_MAX,
  SCENE_TITLE_MAX,
  SCENES_PER_STORY_MAX,
  TITLE_MAX,
  UNPLACED_PER_FILE_MAX,
  WORD_TARGET_MAX,
} from './limits';
import { beatSchema, characterBeatsBody, characterBody, noteBody } from './outlines';
import { builtInAct } from './story-structure';
import { holdableText, optionalText, requiredText, tooLong } from './text';
import { z } from './zod';

/**
 * The layout of a story file (docs/decisions/158-story-files-v2.md): the export writes version 2,
 * which carries the story's structure; an import reads both. A later shape gets a new number.
 */
export const STORY_FORMAT = 'three-act-story/2';
/** The first layout: the 32 answers of the Three Act structure by key (docs/decisions/133-story-files.md). */
export const STORY_FORMAT_V1 = 'three-act-story/1';

export const EXPORT_FORMATS = ['md', 'docx', 'json'] as const;
export type ExportFormat = (typeof EXPORT_FORMATS)[number];

/** GET /api/stories/{id}/export?format=&layout= */
export const storyExportQuery = z.object({
  format: z.enum(EXPORT_FORMATS, { error: 'format must be md, docx or json' }).default('md'),
  layout: z
    .enum(['acts', ...FRAMEWORK_SLUGS], { error: `layout must be acts or one of ${FRAMEWORK_SLUGS.join(', ')}` })
    .default('acts'),
});

/**
 * A story file's characters, each with the beats it appears in (`beats`: how the version names
 * them) and its notes; the server passes its own character schema (the description sanitised).
 */
function storyCharacters<Shape extends z.ZodRawShape, Beats extends z.ZodType>(
  character: z.ZodObject<Shape>,
  beats: Beats,
) {
  return z
    .array(
      character.extend({
        beats,
        notes: z
          .array(noteBody, { error: 'notes must be a list' })
          .max(NOTES_PER_CHARACTER_MAX, { error: `A character can have at most ${NOTES_PER_CHARACTER_MAX} notes` })
          .default([]),
      }),
      { error: 'characters must be a list' },
    )
    .max(CHARACTERS_PER_STORY_MAX, { error: `A story can have at most ${CHARACTERS_PER_STORY_MAX} characters` })
    .default([]);
}

const storyBeats = z
  .looseObject(Object.fromEntries(BEAT_KEYS.map((key) => [key, beatSchema])) as Record<BeatKey, typeof beatSchema>, {
    error: 'beats must be an object of beat keys and answers',
  })
  .superRefine((beats, ctx) => {
    const unknown = Object.keys(beats).filter((key) => !(BEAT_KEYS as readonly string[]).includes(key));
    if (unknown.length > 0) {
      ctx.addIssue({ code: 'custom', message: `Unknown beat: ${unknown.slice(0, 3).join(', ')}`.slice(0, 200) });
    }
  });

const title = requiredText('Title', TITLE_MAX, { oneLine: true });

/**
 * Version 1: the title, the 32 answers of the Three Act structure by key, and the characters with
 * their notes and the beats they appear in (by key). No ids: an import makes a new story.
 */
function storyFileV1<Shape extends z.ZodRawShape>(character: z.ZodObject<Shape>) {
  return z.object({
    format: z.literal(STORY_FORMAT_V1),
    title,
    beats: storyBeats,
    characters: storyCharacters(character, characterBeatsBody.shape.beats.default([])),
  });
}

const fileBeat = z.object(
  {
    /** The built-in beat it was made from (`act2a07`, `save-the-cat/catalyst`): its words follow the sheet while they are the sheet's. */
    key: z.string({ error: 'key must be a built-in beat key' }).max(120).optional(),
    name: requiredText('Beat name', BEAT_NAME_MAX, { oneLine: true }),
    /** Absent, null or blank: the beat asks nothing (''). */
    question: optionalText('Question', BEAT_QUESTION_MAX).transform((question) => question ?? ''),
    hint: optionalText('Hint', BEAT_HINT_MAX)
      .transform((hint) => hint ?? undefined)
      .optional(),
    /** The writer's text; absent, null or blank: empty (null). */
    text: beatSchema.transform((text) => text ?? null),
  },
  { error: 'Each beat must be an object with a name' },
);

const fileAct = z.object(
  {
    /** A built-in act's key (`three-act/act-2`). */
    key: z.string({ error: 'key must be a built-in act key' }).max(120).optional(),
    name: requiredText('Act name', BEAT_NAME_MAX, { oneLine: true }),
    beats: z
      .array(fileBeat, { error: 'beats must be a list of beats (it may be empty)' })
      .max(BEATS_PER_STORY_MAX, { error: `A story has at most ${BEATS_PER_STORY_MAX} beats` }),
  },
  { error: 'Each act must be an object with a name and its beats' },
);

const ACTS_COUNT = `A story has 1 to ${ACTS_MAX} acts`;

/** 1 to 7 acts, 1 to 100 beats in all; keys only of built-in acts and beats, each beat's at most once. */
const fileActs = z
  .array(fileAct, { error: `acts must be a list of 1 to ${ACTS_MAX} acts` })
  .min(1, { error: ACTS_COUNT })
  .max(ACTS_MAX, { error: ACTS_COUNT })
  .superRefine((acts, ctx) => {
    const beats = acts.reduce((sum, act) => sum + act.beats.length, 0);
    if (beats === 0) ctx.addIssue({ code: 'custom', message: 'A story needs at least one beat' });
    if (beats > BEATS_PER_STORY_MAX)
      ctx.addIssue({ code: 'custom', message: `A story has at most ${BEATS_PER_STORY_MAX} beats` });
    const keys = new Set<string>();
    acts.forEach((act, actIndex) => {
      if (act.key !== undefined && !builtInAct(act.key)) {
        ctx.addIssue({ code: 'custom', message: `Unknown built-in act: ${act.key}`, path: [actIndex, 'key'] });
      }
      act.beats.forEach((beat, index) => {
        if (beat.key === undefined) return;
        const path = [actIndex, 'beats', index, 'key'];
        if (!builtInBeat(beat.key))
          ctx.addIssue({ code: 'custom', message: `Unknown built-in beat: ${beat.key}`, path });
        else if (keys.has(beat.key)) ctx.addIssue({ code: 'custom', message: `Beat ${beat.key} is named twice`, path });
        keys.add(beat.key);
      });
    });
  });

const PLACE = 'Each beat must be [act, beat]: positions in this file, counted from 0';
const position = z.int({ error: PLACE }).min(0, { error: PLACE });

/** Where a character appears: `[act, beat]`, positions in the file's `acts` counted from 0. */
const beatPlaces = z
  .array(z.tuple([position, position], { error: PLACE }), { error: 'beats must be a list of [act, beat] positions' })
  .max(BEATS_PER_STORY_MAX, { error: `At most ${BEATS_PER_STORY_MAX} beats` })
  // In story order, each once (as the spec's character beats are kept).
  .transform((places) =>
    [...new Map(places.map((place) => [place.join(), place] as const)).values()].sort(
      (a, b) => a[0] - b[0] || a[1] - b[1],
    ),
  )
  .default([]);

const unplacedText = z
  .string({ error: 'Unplaced text must be text' })
  .transform((text) => holdableText(text))
  .pipe(
    z
      .string()
      .max(BEAT_MAX, { error: tooLong('Unplaced text', BEAT_MAX) })
      .refine((text) => text.trim() !== '', { error: 'Unplaced text is required' }),
  );

const unplacedItem = z.object(
  {
    text: unplacedText,
    /** The beat it was in before a structure change dropped it (by name), or the Brainstorm idea it came from. */
    origin: z
      .object(
        {
          beat: optionalText('Origin beat', BEAT_NAME_MAX, { oneLine: true }),
          post: idOf('post').optional(),
          comment: idOf('comment').optional(),
        },
        { error: 'origin must be an object' },
      )
      .default({})
      .transform(({ beat, post, comment }) => ({
        ...(beat ? { beat } : {}),
        ...(post ? { post } : {}),
        ...(comment ? { comment } : {}),
      })),
  },
  { error: 'Each unplaced item must be an object with its text' },
);

const filePlotline = z.object(
  {
    name: requiredText('Plotline name', PLOTLINE_NAME_MAX, { oneLine: true }),
    /** `#rrggbb`, stored in lower case as the board stores it. */
    color: z
      .string({ error: 'color must be #rrggbb' })
      .regex(/^#[0-9a-f]{6}$/i, { error: 'color must be #rrggbb' })
      .transform((color) => color.toLowerCase()),
  },
  { error: 'Each plotline must be an object with a name and a color' },
);

/** A position in one of the file's lists, counted from 0 (checked against the list by the file's refinement). */
const indexIn = (list: string) => {
  const message = `Each ${list} must be a position in this file's ${list}s, counted from 0`;
  return z.int({ error: message }).min(0, { error: message });
};

/** Each once, in the order given. */
const once = (indexes: number[]) => [...new Set(indexes)];

const WORD_TARGET = `wordTarget must be a whole number from 1 to ${WORD_TARGET_MAX}`;

const fileScene = z.object(
  {
    title: requiredText('Scene title', SCENE_TITLE_MAX, { oneLine: true }),
    /** The beat it sits under, `[act, beat]` in this file; absent or null: unplaced. */
    beat: z
      .tuple([position, position], { error: 'beat must be [act, beat] (positions in this file) or null' })
      .nullable()
      .default(null),
    status: z.enum(SCENE_STATUSES, { error: `status must be one of ${SCENE_STATUSES.join(', ')}` }).default('idea'),
    /** Rich text (HTML), as a character's description; the server sanitises it. */
    summary: optionalText('Summary', SCENE_SUMMARY_MAX).transform((text) => text ?? null),
    /** Positions in the file's `plotlines`. */
    plotlines: z
      .array(indexIn('plotline'), { error: 'plotlines must be a list of positions in the file' })
      .max(PLOTLINES_PER_STORY_MAX, { error: `A scene names at most ${PLOTLINES_PER_STORY_MAX} plotlines` })
      .default([])
      .transform(once),
    /** The point-of-view character: a position in the file's `characters`, or null. */
    pov: indexIn('character').nullable().default(null),
    /** Positions in the file's `characters`. */
    characters: z
      .array(indexIn('character'), { error: 'characters must be a list of positions in the file' })
      .max(CHARACTERS_PER_STORY_MAX, { error: `A scene names at most ${CHARACTERS_PER_STORY_MAX} characters` })
      .default([])
      .transform(once),
    place: optionalText('Place', SCENE_PLACE_MAX, { oneLine: true }).transform((text) => text ?? null),
    wordTarget: z
      .int({ error: WORD_TARGET })
      .min(1, { error: WORD_TARGET })
      .max(WORD_TARGET_MAX, { error: WORD_TARGET })
      .nullable()
      .default(null),
    when: sceneWhenSchema.nullable().default(null),
    notes: optionalText('Notes', SCENE_NOTES_MAX).transform((text) => text ?? null),
  },
  { error: 'Each scene must be an object with a title' },
);

/** A place in this file's structure, `[act, beat]`, or null (open). */
const beatPlace = (label: string) =>
  z.tuple([position, position], { error: `${label} must be [act, beat] (positions in this file) or null` });

/** A point of an arc in a file: at a beat by place or at a scene by its position in `scenes`. */
const fileArcPoint = z
  .object(
    {
      beat: beatPlace('beat').optional(),
      scene: indexIn('scene').optional(),
      text: requiredText('Arc text', ARC_TEXT_MAX),
    },
    { error: 'Each arc point must be an object with its text' },
  )
  .refine((point) => (point.beat === undefined) !== (point.scene === undefined), {
    error: 'An arc point is at a beat or at a scene',
  });

/** What any entry of the codex has beside its name and description (a character's are on its card). */
const entryExtras = {
  aliases: entryFileFields.aliases.default([]),
  summary: entryFileFields.summary.transform((text) => text ?? null),
  tags: entryFileFields.tags.default([]),
  fields: entryFileFields.fields.default({}),
  matchCase: entryFileFields.matchCase.default(true),
  arc: z
    .array(fileArcPoint, { error: 'arc must be a list' })
    .max(ARC_POINTS_MAX, { error: `An arc has at most ${ARC_POINTS_MAX} points` })
    .default([]),
};

/** An end of a tie: a character (`characters`) or another entry (`codex.entries`) by its position. */
const tieEnd = (label: string) =>
  z
    .object(
      { character: indexIn('character').optional(), entry: indexIn('entry').optional() },
      { error: `${label} must be { character } or { entry }` },
    )
    .refine((end) => (end.character === undefined) !== (end.entry === undefined), {
      error: `${label} must be { character } or { entry }`,
    });

/**
 * The codex in a file (docs/decisions/177-the-codex.md): the kinds whose sheet the writer edited or
 * named, the entries that are not characters (characters stay in `characters`, their codex fields
 * in `codex.characters` by position), the ties between them and the arcs, naming beats by place and
 * scenes and entries by position.
 */
const fileCodex = z.object(
  {
    kinds: z
      .array(z.object({ name: kindNameSchema, fields: putKindBody.shape.fields }), { error: 'kinds must be a list' })
      .max(BUILT_IN_KINDS.length + CODEX_KINDS_PER_STORY_MAX, { error: 'A story has too many kinds' })
      .default([]),
    entries: z
      .array(
        z.object({
          kind: kindNameSchema,
          name: entryFileFields.name,
          description: entryFileFields.description.default(''),
          image: entryFileFields.image.transform((link) => link ?? null),
          notes: z
            .array(noteBody, { error: 'notes must be a list' })
            .max(NOTES_PER_CHARACTER_MAX, { error: `An entry can have at most ${NOTES_PER_CHARACTER_MAX} notes` })
            .default([]),
          ...entryExtras,
        }),
        { error: 'entries must be a list' },
      )
      .max(CODEX_ENTRIES_PER_STORY_MAX, { error: `A story has at most ${CODEX_ENTRIES_PER_STORY_MAX} codex entries` })
      .default([]),
    characters: z
      .array(z.object({ character: indexIn('character'), ...entryExtras }), { error: 'characters must be a list' })
      .max(CHARACTERS_PER_STORY_MAX, { error: `A story has at most ${CHARACTERS_PER_STORY_MAX} characters` })
      .default([]),
    relationships: z
      .array(
        z.object({
          from: tieEnd('from'),
          to: tieEnd('to'),
          label: requiredText('Label', RELATIONSHIP_LABEL_MAX, { oneLine: true }),
          directed: z.boolean({ error: 'directed must be true or false' }).default(false),
          note: optionalText('Note', RELATIONSHIP_NOTE_MAX).transform((text) => text ?? null),
          fromBeat: beatPlace('fromBeat').nullable().default(null),
          untilBeat: beatPlace('untilBeat').nullable().default(null),
        }),
        { error: 'relationships must be a list' },
      )
      .max(RELATIONSHIPS_PER_STORY_MAX, { error: `A story has at most ${RELATIONSHIPS_PER_STORY_MAX} relationships` })
      .default([]),
  },
  { error: 'codex must be an object' },
);

type CodexRefs = {
  acts: { beats: unknown[] }[];
  characters: unknown[];
  scenes?: unknown[] | undefined;
  codex?: z.output<typeof fileCodex> | undefined;
};

/** Every place and position the codex names must be in the file; a tie not to itself. */
function checkCodex(file: CodexRefs, ctx: z.RefinementCtx) {
  const codex = file.codex;
  if (!codex) return;
  const issue = (message: string, path: (string | number)[]) =>
    ctx.addIssue({ code: 'custom', message, path: ['codex', ...path] });
  const beat = (place: [number, number] | null | undefined, path: (string | number)[]) => {
    if (place && file.acts[place[0]]?.beats[place[1]] === undefined)
      issue(`No beat at acts[${place[0]}].beats[${place[1]}] in this file`, path);
  };
  const arc = (
    points: { beat?: [number, number] | undefined; scene?: number | undefined }[],
    path: (string | number)[],
  ) =>
    points.forEach((point, at) => {
      beat(point.beat, [...path, 'arc', at, 'beat']);
      if (point.scene !== undefined && point.scene >= (file.scenes?.length ?? 0))
        issue(`No scene at scenes[${point.scene}] in this file`, [...path, 'arc', at, 'scene']);
    });
  codex.entries.forEach((entry, index) => arc(entry.arc, ['entries', index]));
  codex.characters.forEach((extras, index) => {
    if (extras.character >= file.characters.length)
      issue(`No character at characters[${extras.character}] in this file`, ['characters', index, 'character']);
    arc(extras.arc, ['characters', index]);
  });
  codex.relationships.forEach((tie, index) => {
    for (const end of ['from', 'to'] as const) {
      const { character, entry } = tie[end];
      if (character !== undefined && character >= file.characters.length)
        issue(`No character at characters[${character}] in this file`, ['relationships', index, end]);
      if (entry !== undefined && entry >= codex.entries.length)
        issue(`No entry at codex.entries[${entry}] in this file`, ['relationships', index, end]);
    }
    if (tie.from.character === tie.to.character && tie.from.entry === tie.to.entry)
      issue('An entry cannot be tied to itself', ['relationships', index, 'to']);
    beat(tie.fromBeat, ['relationships', index, 'fromBeat']);
    beat(tie.untilBeat, ['relationships', index, 'untilBeat']);
  });
}

type PlanRefs = {
  acts: { beats: unknown[] }[];
  characters: unknown[];
  plotlines?: unknown[] | undefined;
  scenes?:
    { beat: [number, number] | null; plotlines: number[]; pov: number | null; characters: number[] }[] | undefined;
};

/** Every place and position a file's scenes name must be in the file (docs/decisions/166-the-plan-in-story-files.md). */
function checkScenes(file: PlanRefs, ctx: z.RefinementCtx) {
  const plotlines = file.plotlines?.length ?? 0;
  const issue = (message: string, path: (string | number)[]) =>
    ctx.addIssue({ code: 'custom', message, path: ['scenes', ...path] });
  file.scenes?.forEach((scene, index) => {
    if (scene.beat) {
      const [act, beat] = scene.beat;
      if (file.acts[act]?.beats[beat] === undefined)
        issue(`No beat at acts[${act}].beats[${beat}] in this file`, [index, 'beat']);
    }
    scene.plotlines.forEach((plotline, at) => {
      if (plotline >= plotlines) issue(`No plotline at plotlines[${plotline}] in this file`, [index, 'plotlines', at]);
    });
    if (scene.pov !== null && scene.pov >= file.characters.length)
      issue(`No character at characters[${scene.pov}] in this file`, [index, 'pov']);
    scene.characters.forEach((character, at) => {
      if (character >= file.characters.length)
        issue(`No character at characters[${character}] in this file`, [index, 'characters', at]);
    });
  });
}

/**
 * Version 2: the title, the story's structure (acts with their beats: key, name, question, hint and
 * the writer's text), the unplaced text, and the characters with their notes and the beats they
 * appear in by position (`[act, beat]`); when the story has a plan, its plotlines (in order, the
 * main plot first) and scenes (in reading order, naming beats, plotlines and characters by their
 * positions in the file: docs/decisions/166-the-plan-in-story-files.md). No ids: an import makes a
 * new story.
 */
function storyFileV2<Shape extends z.ZodRawShape>(character: z.ZodObject<Shape>) {
  return z
    .object({
      format: z.literal(STORY_FORMAT),
      title,
      acts: fileActs,
      unplaced: z
        .array(unplacedItem, { error: 'unplaced must be a list' })
        .max(UNPLACED_PER_FILE_MAX, { error: `A story file holds at most ${UNPLACED_PER_FILE_MAX} unplaced texts` })
        .default([]),
      characters: storyCharacters(character, beatPlaces),
      /** Absent in files written before scenes (and of stories without a plan): none. */
      plotlines: z
        .array(filePlotline, { error: 'plotlines must be a list' })
        .max(PLOTLINES_PER_STORY_MAX, { error: `A story has at most ${PLOTLINES_PER_STORY_MAX} plotlines` })
        .optional(),
      scenes: z
        .array(fileScene, { error: 'scenes must be a list' })
        .max(SCENES_PER_STORY_MAX, { error: `A story has at most ${SCENES_PER_STORY_MAX} scenes` })
        .optional(),
      /** Absent in files written before the codex (and of stories with no more than characters): none. */
      codex: fileCodex.optional(),
    })
    .superRefine((file, ctx) => {
      checkScenes(file, ctx);
      checkCodex(file, ctx);
      // The character schema is the caller's: its beats are this file's places, as declared above.
      (file.characters as { beats: [number, number][] }[]).forEach((character, index) =>
        character.beats.forEach(([act, beat], at) => {
          // A place the tuple refused has its own issue already.
          if (act >= 0 && beat >= 0 && file.acts[act]?.beats[beat] === undefined) {
            ctx.addIssue({
              code: 'custom',
              message: `No beat at acts[${act}].beats[${beat}] in this file`,
              path: ['characters', index, 'beats', at],
            });
          }
        }),
      );
    });
}

const FORMAT_ERROR = `format must be "${STORY_FORMAT}" or "${STORY_FORMAT_V1}"`;

/**
 * A story file as `POST /api/stories/import` reads it: version 2 (any structure) or version 1 (the
 * Three Act structure's 32 answers), told apart by `format`.
 */
export function storyFileSchemaOf<Shape extends z.ZodRawShape>(character: z.ZodObject<Shape>) {
  return z.discriminatedUnion('format', [storyFileV2(character), storyFileV1(character)], { error: FORMAT_ERROR });
}

export const storyFileSchema = storyFileSchemaOf(characterBody);

type StoryFileV2Schema = ReturnType<typeof storyFileV2<typeof characterBody.shape>>;
/** A version 2 file, as the export writes it. */
export type StoryFileV2 = z.output<StoryFileV2Schema>;
/** A version 2 file as an import may send it, before its defaults are filled in. */
export type StoryFileV2Input = z.input<StoryFileV2Schema>;
/** A plotline as a version 2 file holds it. */
export type StoryFilePlotline = NonNullable<StoryFileV2['plotlines']>[number];
/** The codex as a version 2 file holds it (decision 177). */
export type StoryFileCodex = NonNullable<StoryFileV2['codex']>;
/** A scene as a version 2 file holds it: its beat, plotlines and characters by their places in the file. */
export type StoryFileScene = NonNullable<StoryFileV2['scenes']>[number];

/**
 * The codex: a story's world as entries of kinds (characters among them), each kind's sheet of
 * fields, the ties between entries and their arcs (docs/decisions/177-the-codex.md).
 */
import { idOf } from './ids';
import {
  ARC_POINTS_MAX,
  ARC_TEXT_MAX,
  CHARACTER_NAME_MAX,
  CODEX_ALIASES_MAX,
  CODEX_CHOICE_MAX,
  CODEX_CHOICES_MAX,
  CODEX_DESCRIPTION_MAX,
  CODEX_FIELD_LONG_TEXT_MAX,
  CODEX_FIELD_NAME_MAX,
  CODEX_FIELD_TEXT_MAX,
  CODEX_FIELDS_PER_KIND_MAX,
  CODEX_KIND_MAX,
  CODEX_SUMMARY_MAX,
  CODEX_TAG_MAX,
  CODEX_TAGS_MAX,
  PHOTO_URL_MAX,
  RELATIONSHIP_LABEL_MAX,
  RELATIONSHIP_NOTE_MAX,
} from './limits';
import { noteSchema } from './outlines';
import { holdableText, optionalLink, optionalText, requiredText } from './text';
import { z } from './zod';

/** The kinds every story has; a writer names more (`PUT /api/stories/{id}/codex-kinds/{kind}`). */
export const BUILT_IN_KINDS = ['character', 'place', 'object', 'group', 'lore'] as const;
export type BuiltInKind = (typeof BUILT_IN_KINDS)[number];
export const isBuiltInKind = (kind: string): kind is BuiltInKind =>
  (BUILT_IN_KINDS as readonly string[]).includes(kind);

export const FIELD_TYPES = ['text', 'longText', 'number', 'date', 'yesNo', 'choice'] as const;
export type FieldType = (typeof FIELD_TYPES)[number];

/** A field of a kind's sheet. `id` stays when the field is renamed, so what was written stays with it. */
export const templateFieldSchema = z.object({
  id: z.string(),
  name: z.string(),
  type: z.enum(FIELD_TYPES),
  /** The choices of a `choice` field, in order. */
  choices: z.array(z.string()).optional(),
});
export type TemplateField = z.infer<typeof templateFieldSchema>;

/**
 * The sheet a character starts from: the spec's note suggestions, then what drives a character.
 * Other built-in kinds start with none.
 */
export const CHARACTER_TEMPLATE: readonly TemplateField[] = (
  [
    ['age', 'Age'],
    ['birthplace', 'Birthplace'],
    ['gender', 'Gender'],
    ['height', 'Height'],
    ['favorite-color', 'Favorite Color'],
    ['hair-color', 'Hair Color'],
    ['occupation', 'Occupation'],
    ['education', 'Education'],
    ['flaw', 'Flaw'],
    ['want', 'Want'],
    ['need', 'Need'],
    ['wound', 'Wound'],
  ] as const
).map(([id, name]) => ({ id, name, type: ['want', 'need', 'wound'].includes(id) ? 'longText' : 'text' }));

/** The sheet a kind has before its writer edits it. */
export const defaultTemplate = (kind: string): readonly TemplateField[] =>
  kind === 'character' ? CHARACTER_TEMPLATE : [];

/** GET /api/stories/{id}/codex-kinds: every kind of the story, built-in first, with its sheet. */
export const codexKindSchema = z.object({
  kind: z.string(),
  builtIn: z.boolean(),
  fields: z.array(templateFieldSchema),
  /** How many entries of this kind the story has. */
  entries: z.number().int(),
});
export type CodexKind = z.infer<typeof codexKindSchema>;
export const codexKindsSchema = z.object({ kinds: z.array(codexKindSchema) });

/** A kind's name: one line; a writer's own kinds are told apart without regard to case. */
export const kindNameSchema = requiredText('Kind', CODEX_KIND_MAX, { oneLine: true });

const FIELD_ID = /^[a-z0-9-]{1,40}$/;
const fieldName = requiredText('Field name', CODEX_FIELD_NAME_MAX, { oneLine: true });

/**
 * PUT /api/stories/{id}/codex-kinds/{kind}: the kind's whole sheet, in order (and, for a name that
 * is no kind yet, a new kind). A field without `id` is new; a field left out is removed, and what
 * entries wrote in it moves to their notes.
 */
export const putKindBody = z.object({
  fields: z
    .array(
      z
        .object({
          id: z.string().regex(FIELD_ID, { error: 'A field id is 1 to 40 of a-z, 0-9 and -' }).optional(),
          name: fieldName,
          type: z.enum(FIELD_TYPES, { error: `type must be one of ${FIELD_TYPES.join(', ')}` }),
          choices: z
            .array(requiredText('Choice', CODEX_CHOICE_MAX, { oneLine: true }), { error: 'choices must be a list' })
            .max(CODEX_CHOICES_MAX, { error: `A field has at most ${CODEX_CHOICES_MAX} choices` })
            .optional(),
        })
        .refine((field) => field.type !== 'choice' || (field.choices?.length ?? 0) > 0, {
          error: 'A choice field needs at least one choice',
          path: ['choices'],
        }),
      { error: 'fields must be a list' },
    )
    .max(CODEX_FIELDS_PER_KIND_MAX, { error: `A kind has at most ${CODEX_FIELDS_PER_KIND_MAX} fields` })
    .refine((fields) => new Set(fields.map((field) => field.name.toLowerCase())).size === fields.length, {
      error: 'Two fields have the same name',
    })
    .refine(
      (fields) => {
        const ids = fields.flatMap((field) => (field.id ? [field.id] : []));
        return new Set(ids).size === ids.length;
      },
      { error: 'Two fields have the same id' },
    ),
});
export type PutKindBody = z.input<typeof putKindBody>;

/** A value of an entry's field: text (text, long text, a date `YYYY-MM-DD`, a choice), a number or yes/no. */
export type FieldValue = string | number | boolean | null;

/** Why `value` cannot go in `field`, or null when it can (null always can: it clears the field). */
export function fieldValueError(field: TemplateField, value: unknown): string | null {
  if (value === null) return null;
  const label = field.name;
  switch (field.type) {
    case 'text':
      if (typeof value !== 'string') return `${label} must be text`;
      if (/\p{Cc}/u.test(value)) return `${label} must be one line`;
      return value.length > CODEX_FIELD_TEXT_MAX ? `${label} must be at most ${CODEX_FIELD_TEXT_MAX} characters` : null;
    case 'longText':
      if (typeof value !== 'string') return `${label} must be text`;
      return value.length > CODEX_FIELD_LONG_TEXT_MAX
        ? `${label} must be at most ${CODEX_FIELD_LONG_TEXT_MAX} characters`
        : null;
    case 'number':
      return typeof value === 'number' && Number.isFinite(value) ? null : `${label} must be a number`;
    case 'date':
      return typeof value === 'string' &&
        /^\d{4}-\d{2}-\d{2}$/.test(value) &&
        !Number.isNaN(Date.parse(`${value}T00:00:00Z`))
        ? null
        : `${label} must be a date (YYYY-MM-DD)`;
    case 'yesNo':
      return typeof value === 'boolean' ? null : `${label} must be true or false`;
    case 'choice':
      return typeof value === 'string' && (field.choices ?? []).includes(value)
        ? null
        : `${label} must be one of its choices`;
  }
}

/** Where an entry appears: a beat, a scene or another entry, with what to call it in a link. */
export const appearanceSchema = z.object({
  beat: z.string().optional(),
  scene: z.string().optional(),
  entry: z.string().optional(),
  /** "Act II — Fun and games", a scene's title, an entry's name. */
  label: z.string(),
});
export type Appearance = z.infer<typeof appearanceSchema>;

/** A point of an entry's arc: its state at a beat or at a scene. */
export const arcPointSchema = z.object({
  beat: z.string().optional(),
  scene: z.string().optional(),
  text: z.string(),
});
export type ArcPoint = z.infer<typeof arcPointSchema>;

/** An entry in the codex list: GET /api/stories/{id}/codex. */
export const codexListItemSchema = z.object({
  _id: z.string(),
  kind: z.string(),
  name: z.string(),
  aliases: z.array(z.string()),
  summary: z.string().nullable(),
  tags: z.array(z.string()),
  /** An http(s) link, or null. */
  image: z.string().nullable(),
});
export type CodexListItem = z.infer<typeof codexListItemSchema>;
/**
 * How many entries one answer of the codex list holds; `next` asks for the following ones. More than
 * a screenful of cards at any width, and the page asks for the next as it is scrolled to; an answer
 * that costs the same at 20 entries and at 2 000 (decision 184).
 */
export const CODEX_PAGE_SIZE = 24;
/**
 * GET /api/stories/{id}/codex: a page of entries by name (without regard to case, then id);
 * `next` is the cursor of the following page (`?after=`), null after the last.
 */
export const codexListSchema = z.object({ entries: z.array(codexListItemSchema), next: z.string().nullable() });

/**
 * GET /api/stories/{id}/codex-index: every entry of the story (at most 2 000, unpaged, by name in any
 * case, then id) with what recognising its names needs: for the "@" offer, names read while typing
 * and the relationship map.
 */
export const codexIndexItemSchema = z.object({
  _id: z.string(),
  kind: z.string(),
  name: z.string(),
  aliases: z.array(z.string()),
  matchCase: z.boolean(),
  tags: z.array(z.string()),
});
export type CodexIndexItem = z.infer<typeof codexIndexItemSchema>;
export const codexIndexSchema = z.object({ entries: z.array(codexIndexItemSchema) });

/** One entry: GET /api/stories/{id}/codex/{entryId}, and the answer of its saves. */
export const codexEntrySchema = codexListItemSchema.extend({
  /** Rich text (HTML), sanitised as a character's description. */
  description: z.string(),
  /** By field id of the kind's sheet. */
  fields: z.record(z.string(), z.union([z.string(), z.number(), z.boolean(), z.null()])),
  /** Whether its name and aliases are recognised in text only as written (else in any case). */
  matchCase: z.boolean(),
  /** Characters only: the protagonist. */
  protag: z.boolean(),
  notes: z.array(noteSchema),
  appearsIn: z.array(appearanceSchema),
  /** In story order. */
  arc: z.array(arcPointSchema),
  date: z.string(),
  /** Moves on with every change of its values, by any route: its ETag is `"<_id>.<version>"`. */
  version: z.number().int(),
});
export type CodexEntry = z.infer<typeof codexEntrySchema>;
/** PATCH …/codex/{entryId} with an `If-Match` the entry has moved on from: nothing saved (409). */
export const entryConflictSchema = z.object({
  errors: z.array(z.object({ msg: z.string() })),
  entry: codexEntrySchema,
});

const aliases = z
  .array(requiredText('Alias', CHARACTER_NAME_MAX, { oneLine: true }), { error: 'aliases must be a list of names' })
  .max(CODEX_ALIASES_MAX, { error: `An entry has at most ${CODEX_ALIASES_MAX} aliases` });
const tags = z
  .array(requiredText('Tag', CODEX_TAG_MAX, { oneLine: true }), { error: 'tags must be a list of words' })
  .max(CODEX_TAGS_MAX, { error: `An entry has at most ${CODEX_TAGS_MAX} tags` })
  .transform((list) => [...new Set(list)]);
/** Text values keep only what every format holds (no NUL, no lone surrogate), as every other text. */
const fieldValues = z.record(
  z.string(),
  z.union([z.string().transform((value) => holdableText(value)), z.number(), z.boolean(), z.null()]),
  { error: 'fields must be an object of field ids to text, numbers, true or false' },
);

const entryFields = {
  aliases: aliases.optional(),
  summary: optionalText('Summary', CODEX_SUMMARY_MAX),
  /** HTML, sanitised by the server; '' for none. */
  description: z
    .string({ error: 'Description must be text' })
    .max(CODEX_DESCRIPTION_MAX, { error: `Description must be at most ${CODEX_DESCRIPTION_MAX} characters` })
    .optional(),
  image: optionalLink('Image URL', PHOTO_URL_MAX),
  tags: tags.optional(),
  /** Values by field id; checked against the kind's sheet. */
  fields: fieldValues.optional(),
  matchCase: z.boolean({ error: 'matchCase must be true or false' }).optional(),
  protag: z.boolean({ error: 'protag must be true or false' }).optional(),
};
const entryName = requiredText('Name', CHARACTER_NAME_MAX, { oneLine: true });

/** An entry's texts as a story file carries them (contract/src/story-file.ts): checked as a save checks them. */
export const entryFileFields = { ...entryFields, name: entryName, aliases, tags, fields: fieldValues };

/** POST /api/stories/{id}/codex: a new entry of a kind the story has. */
export const createEntryBody = z.object({ kind: kindNameSchema, name: entryName, ...entryFields });
export type CreateEntryBody = z.input<typeof createEntryBody>;

/** PATCH /api/stories/{id}/codex/{entryId}: the fields sent change; `fields` merges by id. */
export const patchEntryBody = z
  .object({
    name: entryName.optional(),
    ...entryFields,
    /** Refused when sent (the OpenAPI generator has no `never`). */
    kind: z.unknown().optional().meta({ description: "An entry's kind cannot change: sending it is a 400" }),
  })
  .refine((body) => body.kind === undefined, { error: "An entry's kind cannot change", path: ['kind'] })
  .refine((body) => Object.values(body).some((value) => value !== undefined), { error: 'Nothing to change' });
export type PatchEntryBody = z.input<typeof patchEntryBody>;

/** GET /api/stories/{id}/codex?kind=&q=&tag=&after= (`q`: a name or alias holding it, in any case) */
export const codexQuery = z.object({
  after: z.string({ error: 'after must be the next cursor of a page' }).max(300).optional(),
  kind: kindNameSchema.optional(),
  q: optionalText('q', CHARACTER_NAME_MAX, { oneLine: true }).optional(),
  tag: requiredText('tag', CODEX_TAG_MAX, { oneLine: true }).optional(),
});

/** A tie between two entries of one story, holding from a beat (or always) until a beat (or ever after). */
export const relationshipSchema = z.object({
  _id: z.string(),
  from: z.string(),
  to: z.string(),
  label: z.string(),
  directed: z.boolean(),
  note: z.string().nullable(),
  fromBeat: z.string().nullable(),
  untilBeat: z.string().nullable(),
});
export type Relationship = z.infer<typeof relationshipSchema>;
export const relationshipsSchema = z.object({ relationships: z.array(relationshipSchema) });

const relationshipLabel = requiredText('Label', RELATIONSHIP_LABEL_MAX, { oneLine: true });
const relationshipFields = {
  directed: z.boolean({ error: 'directed must be true or false' }).optional(),
  note: optionalText('Note', RELATIONSHIP_NOTE_MAX),
  fromBeat: idOf('beat').nullable().optional(),
  untilBeat: idOf('beat').nullable().optional(),
};

/** POST /api/stories/{id}/relationships */
export const createRelationshipBody = z
  .object({ from: idOf('entry'), to: idOf('entry'), label: relationshipLabel, ...relationshipFields })
  .refine((body) => body.from.toLowerCase() !== body.to.toLowerCase(), {
    error: 'An entry cannot be tied to itself',
    path: ['to'],
  });
export type CreateRelationshipBody = z.input<typeof createRelationshipBody>;

/** PATCH /api/stories/{id}/relationships/{relationshipId}: any field. */
export const patchRelationshipBody = z
  .object({
    from: idOf('entry').optional(),
    to: idOf('entry').optional(),
    label: relationshipLabel.optional(),
    ...relationshipFields,
  })
  .refine((body) => Object.values(body).some((value) => value !== undefined), { error: 'Nothing to change' });
export type PatchRelationshipBody = z.input<typeof patchRelationshipBody>;

/** GET /api/stories/{id}/relationships?asOf={beatId}&entry={entryId}: the ties that hold at that beat, of that entry. */
export const relationshipsQuery = z.object({
  asOf: idOf('beat').optional(),
  entry: idOf('entry').optional(),
});

/** PUT /api/stories/{id}/codex/{entryId}/arc: the whole arc; answered in story order. */
export const putArcBody = z.object({
  points: z
    .array(
      z
        .object({
          beat: idOf('beat').optional(),
          scene: idOf('scene').optional(),
          text: requiredText('Arc text', ARC_TEXT_MAX),
        })
        .refine((point) => (point.beat === undefined) !== (point.scene === undefined), {
          error: 'An arc point is at a beat or at a scene',
        }),
      { error: 'points must be a list' },
    )
    .max(ARC_POINTS_MAX, { error: `An arc has at most ${ARC_POINTS_MAX} points` }),
});
export type PutArcBody = z.input<typeof putArcBody>;
export const arcSchema = z.object({ points: z.array(arcPointSchema) });

import { z } from './zod';
import isEmail from 'validator/lib/isEmail';
import { EMAIL_MAX, NAME_MAX, NAME_MIN, PASSWORD_MAX_BYTES, PASSWORD_MIN } from './limits';
import { languageSchema } from './languages';
import { ROLES } from './roles';
import { hasControlCharacter, hasInvisibleCharacter, holdableText } from './text';

export const roleSchema = z.enum(ROLES);

const EMAIL_MESSAGE = 'Please include a valid email';
export const PASSWORD_LENGTH_MESSAGE = 'Password must be 8 to 72 characters (at most 72 bytes)';

/** A trimmed, lower-cased e-mail address. */
export const emailSchema = z
  .string({ error: EMAIL_MESSAGE })
  .transform((value) => value.trim().toLowerCase())
  .pipe(
    z
      .string()
      .max(EMAIL_MAX, { error: EMAIL_MESSAGE })
      .refine((value) => isEmail(value), { error: EMAIL_MESSAGE }),
  )
  .meta({ format: 'email', maxLength: EMAIL_MAX });

const utf8Length = (value: string) => new TextEncoder().encode(value).length;

/** 8 to 72 bytes (bcrypt reads no further); the server also refuses the most common passwords. */
export const newPasswordSchema = z
  .string({ error: PASSWORD_LENGTH_MESSAGE })
  .refine((value) => value.length >= PASSWORD_MIN && utf8Length(value) <= PASSWORD_MAX_BYTES, {
    error: PASSWORD_LENGTH_MESSAGE,
  })
  .meta({ minLength: PASSWORD_MIN, description: 'At most 72 bytes in UTF-8; the most common passwords are refused' });

const consent = (message: string) => z.union([z.literal(true), z.literal('true')], { error: message });

/** A writer's name: one line of visible text, in NFC, so it can neither carry text into a mail nor pose as another. */
export const nameSchema = z
  .string({ error: 'Name is required' })
  .transform((value) => holdableText(value, { keepControls: true }).normalize('NFC').trim())
  .pipe(
    z
      .string()
      .min(NAME_MIN, { error: `Name must be ${NAME_MIN} to ${NAME_MAX} characters` })
      .max(NAME_MAX, { error: `Name must be ${NAME_MIN} to ${NAME_MAX} characters` })
      .refine((name) => !hasControlCharacter(name), { error: 'Name must be one line, without control characters' })
      .refine((name) => !hasInvisibleCharacter(name), {
        error: 'Name cannot contain invisible or direction-changing characters',
      }),
  )
  .meta({ minLength: NAME_MIN, maxLength: NAME_MAX });

export const STAFF_NAME_MESSAGE =
  'Name cannot look like a staff name (moderator, admin, Three Act team): pick a name of your own';

/** Letters and digits that pass for Latin letters in a name (Cyrillic, Greek, digits, symbols). */
const LOOK_ALIKES: Record<string, string> = {
  '0': 'o',
  '1': 'i',
  '!': 'i',
  '|': 'l',
  '3': 'e',
  '4': 'a',
  '@': 'a',
  '5': 's',
  $: 's',
  '7': 't',
  '8': 'b',
  а: 'a',
  в: 'b',
  е: 'e',
  ё: 'e',
  к: 'k',
  м: 'm',
  н: 'h',
  о: 'o',
  р: 'p',
  с: 'c',
  т: 't',
  у: 'y',
  х: 'x',
  і: 'i',
  ї: 'i',
  ј: 'j',
  ԁ: 'd',
  ѕ: 's',
  ԛ: 'q',
  ԝ: 'w',
  ɑ: 'a',
  ı: 'i',
  ł: 'l',
  α: 'a',
  β: 'b',
  ε: 'e',
  η: 'n',
  ι: 'i',
  κ: 'k',
  μ: 'm',
  ν: 'v',
  ο: 'o',
  ρ: 'p',
  τ: 't',
  υ: 'u',
  χ: 'x',
};
const STAFF_WORDS = new Set(['admin', 'admins', 'administrator', 'mod', 'mods', 'moderator', 'moderators', 'staff']);
const STAFF_RUNS = ['administrator', 'moderator', 'threeactteam', 'threeactstaff', 'threeactsupport', 'teamthreeact'];

/**
 * Whether a name poses as the staff (decision 148): case, accents, width and look-alike letters
 * folded, then a staff word ("moderator", "admin", "mods", …) as a word of its own, or the whole
 * name run together ("A d m i n", "Three-Act Team", "M0derat0r"). Refused for writers, not staff.
 */
export function imitatesStaff(name: string): boolean {
  const folded = [...name.normalize('NFKD').replace(/\p{M}/gu, '').toLowerCase()]
    .map((char) => LOOK_ALIKES[char] ?? char)
    .join('');
  const words = folded.split(/[^a-z]+/).filter(Boolean);
  const run = words.join('');
  return (
    words.some((word) => STAFF_WORDS.has(word)) ||
    STAFF_WORDS.has(run) ||
    STAFF_RUNS.some((staff) => run.includes(staff))
  );
}

/** POST /api/users */
export const registerBody = z.object({
  name: nameSchema,
  email: emailSchema,
  password: newPasswordSchema,
  ageVerify: consent('You must be at least 13 years old to use Three Act'),
  tosAgree: consent('Please agree to the Privacy Policy and Terms of Service'),
});
export type RegisterBody = z.input<typeof registerBody>;

/** The signed-in user as GET /api/auth answers it. */
export const userSchema = z.object({
  _id: z.string(),
  name: z.string(),
  email: z.string(),
  avatar: z.string(),
  role: roleSchema,
  emailVerified: z.boolean(),
  date: z.string(),
  /** A moderator's suspension in force: `until` null means until it is lifted; null when none. */
  suspension: z.object({ until: z.string().nullable(), reason: z.string() }).nullable(),
});
export type User = z.infer<typeof userSchema>;

/**
 * GET /api/auth: the signed-in user and the key their unsaved drafts are sealed with on a device
 * (AES-GCM, 32 bytes, base64url). The device keeps it only in the answer the offline app caches,
 * which goes when the session ends, so drafts left on a shared device stay unreadable (decision 152).
 */
export const sessionUserSchema = userSchema.extend({
  draftKey: z.string().regex(/^[\w-]{43}$/),
  /** The account's language (issue 36): it wins over the browser's once signed in; null follows the browser. */
  language: languageSchema,
});
export type SessionUser = z.infer<typeof sessionUserSchema>;

/** PUT /api/users/me */
export const updateMeBody = z.object({ name: nameSchema });
export type UpdateMeBody = z.input<typeof updateMeBody>;

/** GET /api/users/me: the user and the e-mail change waiting for its confirmation, if any. */
export const meSchema = userSchema.extend({
  pendingEmail: z.string().nullable(),
  /** The e-mail digest of unread notifications (decision 139). */
  emailDigest: z.enum(['off', 'daily']),
  language: languageSchema,
});
export type Me = z.infer<typeof meSchema>;

/** What sign-up and login answer (the browser also gets the session cookie). */
export const tokenSchema = z.object({ token: z.string() });

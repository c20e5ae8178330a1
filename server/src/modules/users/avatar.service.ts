import { eq, sql } from 'drizzle-orm';
import sharp, { type Metadata } from 'sharp';
import { toSvg } from 'jdenticon';
import type { AppDeps } from '../../deps';
import { users } from '../../db/schema';
import { HttpError } from '../../lib/http-error';
import { isId } from '../../lib/ids';
import { present } from '../../lib/invariant';
import type { SessionService } from '../auth/session.service';

/**
 * Larger images are refused before decoding. 25 megapixels (a 5000 × 5000 photo, more than any
 * phone camera's) is ample for a 256 × 256 avatar and half the decoding a 50 MP image cost
 * (docs/decisions/116-image-decoding.md).
 */
const AVATAR_MAX_PIXELS = 25_000_000;
const AVATAR_SIZE = 256;
const ACCEPTED_FORMATS = new Set(['png', 'jpeg', 'webp', 'gif']);

export const NOT_AN_IMAGE = 'Please upload a PNG, JPEG, WebP or GIF image';
const TOO_MANY_PIXELS = `The image is too large: at most ${AVATAR_MAX_PIXELS / 1_000_000} megapixels`;
export const AVATAR_TOO_LARGE = 'The image is too large: at most 5 MB';
const USER_NOT_FOUND = 'User not found';

export type AvatarFile =
  | { kind: 'image'; body: Buffer; contentType: 'image/webp'; etag: string; version: number }
  | { kind: 'identicon'; body: string; contentType: 'image/svg+xml'; etag: string; version: number | null };

/**
 * The real type comes from the bytes (sharp reads the header), never from a name or a Content-Type.
 * Only the first frame of an animated image is kept; the result carries no metadata (sharp drops
 * EXIF, ICC and XMP unless asked to keep them) and is always a 256×256 WebP.
 */
async function reencodeAvatar(input: Buffer): Promise<Buffer> {
  let metadata: Metadata;
  try {
    // Reading the header decodes no pixels, so the size check below can name the real problem.
    metadata = await sharp(input, { limitInputPixels: false }).metadata();
  } catch {
    throw HttpError.badRequest(NOT_AN_IMAGE);
  }
  const { format, width = 0, height = 0 } = metadata;
  if (!format || !ACCEPTED_FORMATS.has(format)) throw HttpError.badRequest(NOT_AN_IMAGE);
  if (width * height > AVATAR_MAX_PIXELS) throw HttpError.badRequest(TOO_MANY_PIXELS);
  try {
    return await sharp(input, { limitInputPixels: AVATAR_MAX_PIXELS, failOn: 'error' })
      .rotate()
      .resize(AVATAR_SIZE, AVATAR_SIZE, { fit: 'cover' })
      .webp({ quality: 82 })
      .toBuffer();
  } catch {
    // Truncated or corrupt data behind a valid header.
    throw HttpError.badRequest(NOT_AN_IMAGE);
  }
}

export function createAvatarService({ db }: AppDeps, sessions: Pick<SessionService, 'caughtUp'>) {
  return {
    /** The uploaded image if there is one, else the user's generated identicon. */
    async getAvatar(userId: string): Promise<AvatarFile> {
      if (!isId(userId)) throw HttpError.notFound(USER_NOT_FOUND);
      const [user] = await db
        .select({ image: users.avatarImage, updatedAt: users.avatarUpdatedAt })
        .from(users)
        .where(eq(users.id, userId))
        .limit(1);
      if (!user) throw HttpError.notFound(USER_NOT_FOUND);
      const version = user.updatedAt ? user.updatedAt.getTime() : null;
      if (user.image) {
        return {
          kind: 'image',
          body: user.image,
          contentType: 'image/webp',
          etag: `"avatar-${userId}-${version}"`,
          version: present(version, 'the avatar version'),
        };
      }
      return {
        kind: 'identicon',
        body: toSvg(userId, AVATAR_SIZE),
        contentType: 'image/svg+xml',
        etag: `"identicon-${userId}-${version ?? 0}"`,
        version,
      };
    },

    async setAvatar(userId: string, input: Buffer): Promise<Date> {
      const image = await reencodeAvatar(input);
      const [row] = await db
        .update(users)
        .set({ avatarImage: image, avatarUpdatedAt: sql`clock_timestamp()` })
        .where(eq(users.id, userId))
        .returning({ updatedAt: users.avatarUpdatedAt });
      await sessions.caughtUp();
      return present(row?.updatedAt, 'the avatar date');
    },

    /** Back to the generated default; the version still changes so cached copies of the upload are not reused. */
    async removeAvatar(userId: string): Promise<Date> {
      const [row] = await db
        .update(users)
        .set({ avatarImage: null, avatarUpdatedAt: sql`clock_timestamp()` })
        .where(eq(users.id, userId))
        .returning({ updatedAt: users.avatarUpdatedAt });
      await sessions.caughtUp();
      return present(row?.updatedAt, 'the avatar date');
    },
  };
}

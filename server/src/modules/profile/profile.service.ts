import { and, desc, eq, ilike, inArray, sql } from 'drizzle-orm';
import type { AppDeps } from '../../deps';
import { profiles, users, works } from '../../db/schema';
import { HttpError } from '../../lib/http-error';
import { likePattern } from '../../lib/like-pattern';
import { isId } from '../../lib/ids';
import { avatarUrl } from '../users/user.presenter';
import type { LINK_FIELDS, Status, TEXT_FIELDS } from '@three-act/contract/profile';
import { present } from '../../lib/invariant';
import { WORKS_PER_PROFILE_MAX } from '@three-act/contract/limits';

type OptionalField = (typeof TEXT_FIELDS)[number] | (typeof LINK_FIELDS)[number];

export type ProfileFields = { status: Status; genres: string[] } & Partial<Record<OptionalField, string | null>>;

export interface NewWork {
  title: string;
  author: string;
  genre?: string | null;
  desc?: string | null;
  asin?: string | null;
  url?: string | null;
}

const NO_PROFILE = 'There is no profile for this user';
const PROFILE_NOT_FOUND = 'Profile not found';
const WORK_NOT_FOUND = 'Work not found';

const profileColumns = {
  id: profiles.id,
  userId: profiles.userId,
  status: profiles.status,
  company: profiles.company,
  website: profiles.website,
  location: profiles.location,
  genres: profiles.genres,
  bio: profiles.bio,
  amazonauthor: profiles.amazonauthor,
  twitter: profiles.twitter,
  facebook: profiles.facebook,
  youtube: profiles.youtube,
  linkedin: profiles.linkedin,
  instagram: profiles.instagram,
  createdAt: profiles.createdAt,
  /** Whether the profile is published: only a verified writer's is (it is not part of the answer). */
  published: users.emailVerified,
  // Only what the public may see of the user: never the e-mail, hash or role.
  userName: users.name,
  avatarUpdatedAt: users.avatarUpdatedAt,
};

const workColumns = {
  id: works.id,
  profileId: works.profileId,
  title: works.title,
  author: works.author,
  genre: works.genre,
  desc: works.desc,
  asin: works.asin,
  url: works.url,
};

type ProfileRow = Pick<
  typeof profiles.$inferSelect,
  'id' | 'userId' | 'status' | 'genres' | 'createdAt' | OptionalField
> & { userName: string; avatarUpdatedAt: Date | null };
type WorkRow = typeof works.$inferSelect;

export type WorkJson = ReturnType<typeof toWorkJson>;
export type ProfileJson = ReturnType<typeof toProfileJson>;

const text = (value: string | null) => value ?? '';

const toWorkJson = (work: Pick<WorkRow, 'id' | 'title' | 'author' | 'genre' | 'desc' | 'asin' | 'url'>) => ({
  _id: work.id,
  title: work.title,
  author: work.author,
  genre: text(work.genre),
  desc: text(work.desc),
  asin: text(work.asin),
  url: text(work.url),
});

/** The profile answer (docs/product.md#profiles): empty optional fields are '' so forms can show them as they are. */
function toProfileJson(profile: ProfileRow, profileWorks: WorkJson[]) {
  return {
    _id: profile.id,
    user: {
      _id: profile.userId,
      name: profile.userName,
      avatar: avatarUrl({ id: profile.userId, avatarUpdatedAt: profile.avatarUpdatedAt }),
    },
    status: profile.status,
    company: text(profile.company),
    website: text(profile.website),
    location: text(profile.location),
    genres: profile.genres,
    bio: text(profile.bio),
    amazonauthor: text(profile.amazonauthor),
    social: {
      twitter: text(profile.twitter),
      facebook: text(profile.facebook),
      youtube: text(profile.youtube),
      linkedin: text(profile.linkedin),
      instagram: text(profile.instagram),
    },
    works: profileWorks,
    date: profile.createdAt.toISOString(),
  };
}

export function createProfileService({ db }: AppDeps) {
  const selectProfiles = () => db.select(profileColumns).from(profiles).innerJoin(users, eq(users.id, profiles.userId));

  /** Two queries whatever the number of profiles: the profiles with their users, then all their works. */
  async function withWorks(rows: ProfileRow[]): Promise<ProfileJson[]> {
    if (rows.length === 0) return [];
    const workRows = await db
      .select(workColumns)
      .from(works)
      .where(
        inArray(
          works.profileId,
          rows.map((row) => row.id),
        ),
      )
      .orderBy(desc(works.createdAt), desc(works.id));
    const byProfile = new Map<string, WorkJson[]>();
    for (const work of workRows) {
      const list = byProfile.get(work.profileId) ?? [];
      list.push(toWorkJson(work));
      byProfile.set(work.profileId, list);
    }
    return rows.map((row) => toProfileJson(row, byProfile.get(row.id) ?? []));
  }

  async function findByUser(userId: string): Promise<ProfileJson | null> {
    const rows = await selectProfiles().where(eq(profiles.userId, userId)).limit(1);
    return (await withWorks(rows))[0] ?? null;
  }

  async function requireOwn(userId: string): Promise<ProfileJson> {
    const profile = await findByUser(userId);
    if (!profile) throw HttpError.notFound(NO_PROFILE);
    return profile;
  }

  return {
    getOwnProfile: requireOwn,
    findOwnProfile: findByUser,

    /**
     * Public: a missing profile, a malformed id and an unpublished profile (its writer has not
     * verified the e-mail, docs/decisions/114-published-profiles.md) answer the same 404; the
     * writer still sees their own.
     */
    async getProfileByUser(userId: string, viewerId?: string): Promise<ProfileJson> {
      if (!isId(userId)) throw HttpError.notFound(PROFILE_NOT_FOUND);
      const [row] = await selectProfiles().where(eq(profiles.userId, userId)).limit(1);
      if (!row || (!row.published && viewerId !== userId)) throw HttpError.notFound(PROFILE_NOT_FOUND);
      return present((await withWorks([row]))[0], 'the profile');
    },

    /** Newest profiles first, one page at a time, so the list stays fast with any number of writers. */
    /** Published profiles, newest first; `q` a part of the name, `genre` one of the genres (any case). */
    async listProfiles(
      page: number,
      limit: number,
      { q, genre }: { q?: string; genre?: string } = {},
    ): Promise<ProfileJson[]> {
      const rows = await selectProfiles()
        .where(
          and(
            eq(users.emailVerified, true),
            q ? ilike(users.name, likePattern(q)) : undefined,
            genre
              ? sql`exists (select 1 from unnest(${profiles.genres}) as g where lower(g) = lower(${genre}))`
              : undefined,
          ),
        )
        .orderBy(desc(profiles.createdAt), desc(profiles.id))
        .limit(limit)
        .offset((page - 1) * limit);
      return withWorks(rows);
    },

    /**
     * Creates the profile or changes the fields given, in one statement against the unique user key
     * (concurrent first saves make one profile); `xmax = 0` marks an insert.
     */
    async saveProfile(userId: string, fields: ProfileFields): Promise<{ profile: ProfileJson; created: boolean }> {
      const [row] = await db
        .insert(profiles)
        .values({ ...fields, userId })
        .onConflictDoUpdate({ target: profiles.userId, set: { ...fields, updatedAt: sql`now()` } })
        .returning({ inserted: sql<boolean>`(xmax = 0)` });
      return { profile: await requireOwn(userId), created: present(row, 'the saved profile').inserted };
    },

    async addWork(userId: string, work: NewWork): Promise<ProfileJson> {
      await db.transaction(async (tx) => {
        // Locked, so two works added at once cannot both pass the count.
        const [profile] = await tx
          .select({ id: profiles.id })
          .from(profiles)
          .where(eq(profiles.userId, userId))
          .for('update');
        if (!profile) throw HttpError.notFound(NO_PROFILE);
        if ((await tx.$count(works, eq(works.profileId, profile.id))) >= WORKS_PER_PROFILE_MAX) {
          throw HttpError.badRequest(`A profile can list at most ${WORKS_PER_PROFILE_MAX} finished works`);
        }
        await tx.insert(works).values({ ...work, profileId: profile.id });
      });
      return requireOwn(userId);
    },

    /** Someone else's work, a missing one and a malformed id all answer the same 404 and delete nothing. */
    async deleteWork(userId: string, workId: string): Promise<ProfileJson> {
      if (!isId(workId)) throw HttpError.notFound(WORK_NOT_FOUND);
      const deleted = await db
        .delete(works)
        .where(
          and(
            eq(works.id, workId),
            inArray(works.profileId, db.select({ id: profiles.id }).from(profiles).where(eq(profiles.userId, userId))),
          ),
        )
        .returning({ id: works.id });
      if (deleted.length === 0) throw HttpError.notFound(WORK_NOT_FOUND);
      return requireOwn(userId);
    },

    /**
     * Every table that holds the user's data references users with ON DELETE CASCADE (the moderation
     * log keeps its entry with the moderator cleared), so one statement removes the account with its
     * sessions, tokens, profile, works, outline, characters, notes, posts, comments, likes, votes,
     * reports and avatar; the counter triggers keep other writers' counts right.
     */
  };
}

export type ProfileService = ReturnType<typeof createProfileService>;

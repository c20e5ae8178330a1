import { ABSENT_AS_NULL } from '@three-act/contract/reads';
import { PAGE_SIZE } from '@three-act/contract/limits';
import type { Profile, SocialField, WorkBody } from '@three-act/contract/profile';
import { api } from '../../app/api';
import { nullIfNotFound, onSuccess, queryParams } from '../../lib/api';

/** What the profile form sends: genres as the comma-separated text the writer typed. */
export interface ProfilePayload extends Record<SocialField, string> {
  status: string;
  genres: string;
  company: string;
  website: string;
  location: string;
  bio: string;
  amazonauthor: string;
}

/** Guards against a misrouted answer (e.g. index.html from a proxy) being taken as a profile. */
function asProfile(data: unknown): Profile {
  const profile = data as Partial<Profile> | null;
  if (
    typeof profile !== 'object' ||
    profile === null ||
    typeof profile._id !== 'string' ||
    !Array.isArray(profile.works)
  ) {
    throw new Error('Unexpected answer instead of a profile');
  }
  return profile as Profile;
}

const asProfiles = (data: unknown) => {
  if (!Array.isArray(data)) throw new Error('Unexpected answer instead of a list of profiles');
  return data.map(asProfile);
};

export interface ProfileSearch {
  q?: string;
  genre?: string;
}

export const profileApi = api.injectEndpoints({
  endpoints: (build) => ({
    /**
     * The signed-in writer's profile, or null when they have none yet: asked with `?absent=null`, a
     * 200 the browser does not log as an error (decision 171); a 404 still reads as none.
     */
    getOwnProfile: build.query<Profile | null, void>({
      queryFn: async (_arg, _api, _extra, baseQuery) =>
        nullIfNotFound<Profile>(
          await baseQuery({
            url: '/profile/me',
            params: { absent: ABSENT_AS_NULL },
            check: (data) => (data === null ? null : asProfile(data)),
          }),
        ),
      providesTags: ['OwnProfile'],
    }),
    /** Creates the profile or updates it; `created` tells which (201 or 200). */
    saveProfile: build.mutation<{ profile: Profile; created: boolean }, ProfilePayload>({
      query: (payload) => ({ url: '/profile', method: 'POST', data: payload, check: asProfile }),
      transformResponse: (profile: Profile, meta) => ({ profile, created: meta?.status === 201 }),
      onQueryStarted: (_payload, { dispatch, queryFulfilled }) =>
        onSuccess(queryFulfilled, ({ profile }) => dispatch(ownProfileIs(profile))),
      invalidatesTags: ['Profile'],
    }),
    addWork: build.mutation<Profile, WorkBody>({
      query: (work) => ({ url: '/profile/works', method: 'PUT', data: work, check: asProfile }),
      onQueryStarted: (_work, { dispatch, queryFulfilled }) =>
        onSuccess(queryFulfilled, (profile) => dispatch(ownProfileIs(profile))),
      invalidatesTags: ['Profile'],
    }),
    deleteWork: build.mutation<Profile, string>({
      query: (id) => ({ url: `/profile/works/${encodeURIComponent(id)}`, method: 'DELETE', check: asProfile }),
      onQueryStarted: (_id, { dispatch, queryFulfilled }) =>
        onSuccess(queryFulfilled, (profile) => dispatch(ownProfileIs(profile))),
      invalidatesTags: ['Profile'],
    }),
    /** /profiles: page after page of PAGE_SIZE cards; a shorter page is the last one. */
    /** Published profiles, newest first; `q` finds a part of a name, `genre` one genre whole. */
    getProfiles: build.infiniteQuery<Profile[], ProfileSearch, number>({
      infiniteQueryOptions: {
        initialPageParam: 1,
        getNextPageParam: (lastPage, _pages, lastPageParam) =>
          lastPage.length === PAGE_SIZE ? lastPageParam + 1 : undefined,
      },
      query: ({ pageParam, queryArg: { q, genre } }) => ({
        url: '/profile',
        params: queryParams({ page: pageParam, limit: PAGE_SIZE, q, genre }),
        check: asProfiles,
      }),
      providesTags: ['Profile'],
    }),
    /** A public profile; null when the server answers 404. */
    getProfile: build.query<Profile | null, string>({
      queryFn: async (userId, _api, _extra, baseQuery) =>
        nullIfNotFound<Profile>(
          await baseQuery({ url: `/profile/user/${encodeURIComponent(userId)}`, check: asProfile }),
        ),
      providesTags: ['Profile'],
    }),
    /** Sends the file itself as the body; the server reads its real type from the bytes. */
    uploadAvatar: build.mutation<{ avatar: string }, Blob>({
      query: (file) => ({
        url: '/profile/avatar',
        method: 'PUT',
        data: file,
        headers: {
          'Content-Type': file.type && file.type.startsWith('image/') ? file.type : 'application/octet-stream',
        },
      }),
      // The navbar and every page read the avatar URL from the signed-in user.
      invalidatesTags: (_answer, error) => (error ? [] : ['User', 'OwnProfile', 'Profile']),
    }),
    removeAvatar: build.mutation<{ avatar: string }, void>({
      query: () => ({ url: '/profile/avatar', method: 'DELETE' }),
      invalidatesTags: (_answer, error) => (error ? [] : ['User', 'OwnProfile', 'Profile']),
    }),
  }),
});

/** A write answered the whole own profile: it is what the cache now holds. */
const ownProfileIs = (profile: Profile) => profileApi.util.updateQueryData('getOwnProfile', undefined, () => profile);

/** Every loaded page's profiles, each once: a profile created between two pages shifts the offsets. */
export function allProfiles(pages: Profile[][] | undefined): Profile[] {
  const seen = new Set<string>();
  return (pages ?? []).flat().filter((profile) => !seen.has(profile._id) && Boolean(seen.add(profile._id)));
}

export const {
  useGetOwnProfileQuery,
  useSaveProfileMutation,
  useAddWorkMutation,
  useDeleteWorkMutation,
  useGetProfilesInfiniteQuery,
  useGetProfileQuery,
  useUploadAvatarMutation,
  useRemoveAvatarMutation,
} = profileApi;

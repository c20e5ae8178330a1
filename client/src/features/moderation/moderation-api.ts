import type {
  AdminUser,
  FlaggedComment,
  FlaggedPost,
  FlaggedSheet,
  LogEntry,
  SuspendBody,
} from '@three-act/contract/moderation';
import type { Role } from '@three-act/contract/roles';
import type { InfiniteData } from '@reduxjs/toolkit/query';
import { api } from '../../app/api';
import { nextCursorOf, onSuccess, type ApiMeta, type CacheDispatch } from '../../lib/api';

interface UsersPage {
  users: AdminUser[];
  nextCursor: string | null;
}

/** What the queue holds: Brainstorm posts and comments, and the shelf's beat sheets (decision 156). */
export type ItemType = 'post' | 'comment' | 'sheet';

interface ItemRef {
  type: ItemType;
  id: string;
}

const COLLECTIONS = { post: 'posts', comment: 'comments', sheet: 'beat-sheets' } as const;
const collection = (type: ItemType) => COLLECTIONS[type];
const itemUrl = ({ type, id }: ItemRef) => `/moderation/${collection(type)}/${encodeURIComponent(id)}`;

/** What a decision changes besides the queue: the log, and for a sheet the shelf and its preview. */
const decided = (_answer: unknown, _error: unknown, { type, id }: ItemRef) =>
  type === 'sheet'
    ? (['ModerationLog', { type: 'BeatSheets', id: 'SHELF' }, { type: 'BeatSheets', id }] as const)
    : (['ModerationLog'] as const);

const moderationApi = api.injectEndpoints({
  endpoints: (build) => ({
    getFlaggedPosts: build.query<FlaggedPost[], void>({
      query: () => ({ url: '/moderation/posts' }),
      providesTags: [{ type: 'Flagged', id: 'post' }],
    }),
    getFlaggedComments: build.query<FlaggedComment[], void>({
      query: () => ({ url: '/moderation/comments' }),
      providesTags: [{ type: 'Flagged', id: 'comment' }],
    }),
    getFlaggedSheets: build.query<FlaggedSheet[], void>({
      query: () => ({ url: '/moderation/beat-sheets' }),
      providesTags: [{ type: 'Flagged', id: 'sheet' }],
    }),
    getModerationLog: build.query<LogEntry[], void>({
      query: () => ({ url: '/moderation/log' }),
      providesTags: ['ModerationLog'],
    }),
    /**
     * Deletes a flagged post or comment with the reason its author is told, or takes a sheet off the
     * shelf (its author keeps it; the reason is the log's); the log reloads with the entry.
     */
    removeItem: build.mutation<void, ItemRef & { reason: string }>({
      query: ({ reason, ...item }) => ({ url: itemUrl(item), method: 'DELETE', data: { reason } }),
      onQueryStarted: (item, { dispatch, queryFulfilled }) => dropWhenDone(item, dispatch, queryFulfilled),
      invalidatesTags: decided,
    }),
    clearReports: build.mutation<void, ItemRef>({
      query: (item) => ({ url: `${itemUrl(item)}/clear-reports`, method: 'PUT' }),
      onQueryStarted: (item, { dispatch, queryFulfilled }) => dropWhenDone(item, dispatch, queryFulfilled),
      invalidatesTags: decided,
    }),
    /** Suspends a writer (days null: until lifted); the answer is the writer with the suspension. */
    suspendUser: build.mutation<AdminUser, { id: string } & SuspendBody>({
      query: ({ id, days, reason }) => ({
        url: `/moderation/users/${encodeURIComponent(id)}/suspension`,
        method: 'PUT',
        data: { days, reason },
      }),
      invalidatesTags: ['ModerationLog'],
    }),
    /** The admin's user list for a search, page by page (the cursor comes from the `Link` header). */
    getUsers: build.infiniteQuery<UsersPage, string, string | null>({
      infiniteQueryOptions: {
        initialPageParam: null,
        getNextPageParam: (lastPage) => lastPage.nextCursor,
      },
      query: ({ queryArg: search, pageParam }) => ({
        url: '/admin/users',
        params: { ...(search ? { q: search } : {}), ...(pageParam ? { cursor: pageParam } : {}) },
      }),
      transformResponse: (users: AdminUser[], meta: ApiMeta | undefined) => ({
        users,
        nextCursor: nextCursorOf(meta?.link),
      }),
      providesTags: ['Users'],
    }),
    /** `self`: the admin changed their own role, so who they are (navbar, guards) is asked again. */
    setUserRole: build.mutation<AdminUser, { id: string; role: Role; self: boolean }>({
      query: ({ id, role }) => ({ url: `/admin/users/${encodeURIComponent(id)}/role`, method: 'PUT', data: { role } }),
      onQueryStarted: (_arg, { dispatch, queryFulfilled, getState }) =>
        onSuccess(queryFulfilled, (user) => showRole(dispatch, getState, user)),
      invalidatesTags: (_user, error, { self }) => (self && !error ? ['User'] : []),
    }),
  }),
});

type Dispatch = CacheDispatch;
type UsersList = InfiniteData<UsersPage, string | null>;

/** A changed role shows in every loaded list of users. */
function showRole(dispatch: Dispatch, getState: () => unknown, changed: AdminUser): void {
  const state = getState() as Parameters<typeof moderationApi.util.selectInvalidatedBy>[0];
  for (const { endpointName, originalArgs } of moderationApi.util.selectInvalidatedBy(state, ['Users'])) {
    if (endpointName !== 'getUsers') continue;
    dispatch(
      moderationApi.util.updateQueryData('getUsers', originalArgs as string, (list: UsersList) => {
        for (const page of list.pages) {
          for (const user of page.users) if (user._id === changed._id) user.role = changed.role;
        }
      }),
    );
  }
}

/** A decided item leaves its queue once the server confirms. */
function dropWhenDone(
  { type, id }: ItemRef,
  dispatch: Dispatch,
  queryFulfilled: Promise<{ data: void }>,
): Promise<void> {
  return onSuccess(queryFulfilled, () => {
    const without = <T extends { _id: string }>(list: T[]) => list.filter((item) => item._id !== id);
    if (type === 'post') dispatch(moderationApi.util.updateQueryData('getFlaggedPosts', undefined, without));
    else if (type === 'comment') dispatch(moderationApi.util.updateQueryData('getFlaggedComments', undefined, without));
    else dispatch(moderationApi.util.updateQueryData('getFlaggedSheets', undefined, without));
  });
}

export const {
  useGetFlaggedPostsQuery,
  useGetFlaggedCommentsQuery,
  useGetFlaggedSheetsQuery,
  useGetModerationLogQuery,
  useRemoveItemMutation,
  useClearReportsMutation,
  useGetUsersInfiniteQuery,
  useSetUserRoleMutation,
  useSuspendUserMutation,
} = moderationApi;

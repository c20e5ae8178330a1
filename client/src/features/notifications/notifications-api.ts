import type { MarkReadBody, Notification, Preferences, Unread } from '@three-act/contract/notifications';
import { api } from '../../app/api';
import { nextCursorOf, onSuccess, queryParams, type ApiMeta } from '../../lib/api';

interface NotificationsPage {
  items: Notification[];
  nextCursor: string | null;
}

/** How often the bell asks while the tab is visible (a hidden tab does not ask). */
export const UNREAD_POLL_MS = 30_000;

/** The writer's notifications, the bell's count, and the digest preference (decision 139). */
const notificationsApi = api.injectEndpoints({
  endpoints: (build) => ({
    getNotifications: build.infiniteQuery<NotificationsPage, void, string | null>({
      infiniteQueryOptions: {
        initialPageParam: null,
        getNextPageParam: (lastPage) => lastPage.nextCursor,
      },
      query: ({ pageParam }) => ({ url: '/notifications', params: queryParams({ cursor: pageParam }) }),
      transformResponse: (items: Notification[], meta: ApiMeta | undefined) => ({
        items,
        nextCursor: nextCursorOf(meta?.link),
      }),
      providesTags: ['Notifications'],
    }),
    getUnread: build.query<Unread, void>({
      query: () => ({ url: '/notifications/unread' }),
      providesTags: ['Notifications'],
    }),
    /**
     * Marks notifications read (none named: all). The bell takes the answer's count at once; the list
     * keeps showing which were new until it is next loaded.
     */
    markRead: build.mutation<Unread, MarkReadBody>({
      query: (body) => ({ url: '/notifications/read', method: 'PUT', data: body }),
      onQueryStarted: (_body, { dispatch, queryFulfilled }) =>
        onSuccess(queryFulfilled, (unread) => {
          void dispatch(notificationsApi.util.upsertQueryData('getUnread', undefined, unread));
        }),
    }),
    setPreferences: build.mutation<Preferences, Preferences>({
      query: (body) => ({ url: '/users/me/preferences', method: 'PUT', data: body }),
      invalidatesTags: ['Account'],
    }),
    /** The digest mail's unsubscribe link, for a reader who may not be signed in. */
    unsubscribe: build.mutation<string, string>({
      query: (token) => ({ url: `/unsubscribe/${encodeURIComponent(token)}`, method: 'POST' }),
      transformResponse: (answer: { msg: string }) => answer.msg,
    }),
  }),
});

export const {
  useGetNotificationsInfiniteQuery,
  useGetUnreadQuery,
  useMarkReadMutation,
  useSetPreferencesMutation,
  useUnsubscribeMutation,
} = notificationsApi;

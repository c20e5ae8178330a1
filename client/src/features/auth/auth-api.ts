import type { User } from '@three-act/contract/users';
import { api, onSuccess, type ApiRequest, type BaseQuery, type CacheDispatch } from '../../lib/api';
import { userLoaded } from './auth-slice';
import { sessionEnded } from './session-ended';

export interface RegisterPayload {
  name: string;
  email: string;
  password: string;
  ageVerify: boolean;
  tosAgree: boolean;
}

export interface Credentials {
  email: string;
  password: string;
}

interface MessageAnswer {
  msg: string;
}

/** Guards against a misrouted answer (e.g. index.html from a proxy) being taken as a session. */
function asUser(data: unknown): User {
  if (typeof data !== 'object' || data === null || typeof (data as Partial<User>)._id !== 'string') {
    throw new Error('Unexpected answer from GET /api/auth');
  }
  return data as User;
}

const messageOf = (answer: MessageAnswer) => answer.msg;

/**
 * The one way a session ends here (logout, account deletion, a 401): the user leaves the auth
 * slice and every cached answer leaves the store, so the next user never sees them.
 */
export function endSession(dispatch: CacheDispatch): void {
  dispatch(sessionEnded());
  dispatch(api.util.resetApiState());
}

/**
 * Tells the auth slice who the session belongs to once an answer says so, or that there is none.
 * A sign-in's answer is also what GET /api/auth would say (`cache`), so it is kept as that.
 */
async function reportSession(
  dispatch: CacheDispatch,
  queryFulfilled: Promise<{ data: User }>,
  { cache }: { cache: boolean },
): Promise<void> {
  let user: User;
  try {
    ({ data: user } = await queryFulfilled);
  } catch {
    dispatch(sessionEnded());
    return;
  }
  dispatch(userLoaded(user));
  if (cache) void dispatch(signedInAs(user));
}

// The token in the sign-in answers is for non-browser clients; the browser keeps the session in
// the HttpOnly cookie the same answer sets, so the token is deliberately dropped.
async function signIn(baseQuery: BaseQuery, request: ApiRequest) {
  const sent = await baseQuery(request);
  if (sent.error) return { error: sent.error };
  const me = await baseQuery({ url: '/auth', check: asUser });
  return me.error ? { error: me.error } : { data: me.data as User };
}

export const authApi = api.injectEndpoints({
  endpoints: (build) => ({
    getMe: build.query<User, void>({
      query: () => ({ url: '/auth', check: asUser }),
      providesTags: ['User'],
      onQueryStarted: (_arg, { dispatch, queryFulfilled }) => reportSession(dispatch, queryFulfilled, { cache: false }),
    }),
    register: build.mutation<User, RegisterPayload>({
      queryFn: (body, _api, _extra, baseQuery) => signIn(baseQuery, { url: '/users', method: 'POST', data: body }),
      onQueryStarted: (_body, { dispatch, queryFulfilled }) => reportSession(dispatch, queryFulfilled, { cache: true }),
    }),
    login: build.mutation<User, Credentials>({
      queryFn: (body, _api, _extra, baseQuery) => signIn(baseQuery, { url: '/auth', method: 'POST', data: body }),
      onQueryStarted: (_body, { dispatch, queryFulfilled }) => reportSession(dispatch, queryFulfilled, { cache: true }),
    }),
    /** The local session ends either way; a failure only reports why the server call failed. */
    logout: build.mutation<void, void>({
      query: () => ({ url: '/auth/logout', method: 'POST' }),
      async onQueryStarted(_arg, { dispatch, queryFulfilled }) {
        await queryFulfilled.catch(() => undefined);
        endSession(dispatch);
      },
    }),
    verifyEmail: build.mutation<string, string>({
      query: (token) => ({ url: `/auth/verify/${encodeURIComponent(token)}`, method: 'PUT' }),
      transformResponse: messageOf,
      invalidatesTags: ['User'],
    }),
    resendVerification: build.mutation<string, void>({
      query: () => ({ url: '/auth/resend', method: 'PUT' }),
      transformResponse: messageOf,
    }),
    /** Deletes the account and everything the user owns (profile, outline, posts…). */
    deleteAccount: build.mutation<string, void>({
      query: () => ({ url: '/profile', method: 'DELETE' }),
      transformResponse: messageOf,
      onQueryStarted: (_arg, { dispatch, queryFulfilled }) => onSuccess(queryFulfilled, () => endSession(dispatch)),
    }),
  }),
});

/** Who the session belongs to, as if GET /api/auth had answered it (after sign-in, and in tests). */
export const signedInAs = (user: User) => authApi.util.upsertQueryData('getMe', undefined, user);

export const {
  useGetMeQuery,
  useRegisterMutation,
  useLoginMutation,
  useLogoutMutation,
  useVerifyEmailMutation,
  useResendVerificationMutation,
  useDeleteAccountMutation,
} = authApi;

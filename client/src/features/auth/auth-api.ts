import type { DeleteAccountBody } from '@three-act/contract/auth';
import type { SessionUser, User } from '@three-act/contract/users';
import { api } from '../../app/api';
import { onSuccess, type ApiRequest, type BaseQuery, type CacheDispatch } from '../../lib/api';
import { unlockDrafts } from '../../lib/drafts';
import { adoptAccountLanguage } from '../../lib/account-language';
import { dropCachedAnswers } from '../../lib/offline-app';
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
function asSessionUser(data: unknown): SessionUser {
  if (typeof data !== 'object' || data === null || typeof (data as Partial<User>)._id !== 'string') {
    throw new Error('Unexpected answer from GET /api/auth');
  }
  return data as SessionUser;
}

/**
 * Who GET /api/auth named: their draft key opens their drafts on this device (decision 152) and
 * stays out of the store; their account's language, when they chose one, becomes the interface's
 * (decision 187).
 */
function signedInAs({ draftKey, language, ...user }: SessionUser): User {
  if (typeof draftKey === 'string') void unlockDrafts(user._id, draftKey);
  adoptAccountLanguage(language);
  return user;
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
 * Tells the auth slice, the one place the signed-in user lives, who the session belongs to once a
 * sign-in answered, or that there is none. GET /api/auth need not be asked again (`sessionKnown`).
 */
async function reportSession(dispatch: CacheDispatch, queryFulfilled: Promise<{ data: User }>): Promise<void> {
  let user: User;
  try {
    ({ data: user } = await queryFulfilled);
  } catch {
    dispatch(sessionEnded());
    return;
  }
  dispatch(userLoaded(user));
  void dispatch(sessionKnown());
}

// The token in the sign-in answers is for non-browser clients; the browser keeps the session in
// the HttpOnly cookie the same answer sets, so the token is deliberately dropped.
async function signIn(baseQuery: BaseQuery, request: ApiRequest) {
  const sent = await baseQuery(request);
  if (sent.error) return { error: sent.error };
  // A new session on this device: no answer kept for an earlier one may serve it (decision 152).
  await dropCachedAnswers();
  const me = await baseQuery({ url: '/auth', check: asSessionUser });
  return me.error ? { error: me.error } : { data: signedInAs(me.data as SessionUser) };
}

export const authApi = api.injectEndpoints({
  endpoints: (build) => ({
    /**
     * Asks who the session belongs to and tells the auth slice, the one place the user lives; the
     * query itself keeps no copy (null), only the 'User' tag, so a change that invalidates it (a
     * role, a photo, a verified address) asks again while SessionWatch is subscribed.
     */
    getMe: build.query<null, void>({
      queryFn: async (_arg, { dispatch }, _extra, baseQuery) => {
        const me = await baseQuery({ url: '/auth', check: asSessionUser });
        if (me.error) {
          dispatch(sessionEnded());
          return { error: me.error };
        }
        dispatch(userLoaded(signedInAs(me.data as SessionUser)));
        return { data: null };
      },
      providesTags: ['User'],
    }),
    register: build.mutation<User, RegisterPayload>({
      queryFn: (body, _api, _extra, baseQuery) => signIn(baseQuery, { url: '/users', method: 'POST', data: body }),
      onQueryStarted: (_body, { dispatch, queryFulfilled }) => reportSession(dispatch, queryFulfilled),
    }),
    login: build.mutation<User, Credentials>({
      queryFn: (body, _api, _extra, baseQuery) => signIn(baseQuery, { url: '/auth', method: 'POST', data: body }),
      onQueryStarted: (_body, { dispatch, queryFulfilled }) => reportSession(dispatch, queryFulfilled),
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
    deleteAccount: build.mutation<string, DeleteAccountBody>({
      query: (data) => ({ url: '/profile', method: 'DELETE', data }),
      transformResponse: messageOf,
      onQueryStarted: (_arg, { dispatch, queryFulfilled }) => onSuccess(queryFulfilled, () => endSession(dispatch)),
    }),
  }),
});

/**
 * GET /api/auth has in effect been answered (a sign-in's answer said who it is, which the auth slice
 * now holds): SessionWatch's subscription need not ask again at once.
 */
export const sessionKnown = () => authApi.util.upsertQueryData('getMe', undefined, null);

export const {
  useGetMeQuery,
  useRegisterMutation,
  useLoginMutation,
  useVerifyEmailMutation,
  useResendVerificationMutation,
  useDeleteAccountMutation,
} = authApi;

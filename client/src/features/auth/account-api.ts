import type { ChangeEmailBody, ChangePasswordBody, ForgotBody, Session } from '@three-act/contract/auth';
import type { LanguageBody } from '@three-act/contract/languages';
import type { Me, UpdateMeBody, User } from '@three-act/contract/users';
import { api } from '../../app/api';
import { onSuccess, type ApiFailure } from '../../lib/api';
import type { ApiError } from '../../lib/api-error';
import { endSession, sessionKnown } from './auth-api';
import { userLoaded } from './auth-slice';

interface MessageAnswer {
  msg: string;
}

const messageOf = (answer: MessageAnswer) => answer.msg;

/** Password reset and change, e-mail change, name, devices (docs/decisions/122-account-links.md). */
const accountApi = api.injectEndpoints({
  endpoints: (build) => ({
    getAccount: build.query<Me, void>({
      query: () => ({ url: '/users/me' }),
      providesTags: ['Account'],
    }),
    rename: build.mutation<User, UpdateMeBody>({
      query: (body) => ({ url: '/users/me', method: 'PUT', data: body }),
      invalidatesTags: ['Account', 'Post', 'Profile', 'OwnProfile'],
      onQueryStarted: (_body, { dispatch, queryFulfilled }) =>
        onSuccess(queryFulfilled, (user) => {
          dispatch(userLoaded(user));
          void dispatch(sessionKnown());
        }),
    }),
    /** The account's language (decision 187): the server's messages and mails, and the interface at sign-in. */
    setLanguage: build.mutation<LanguageBody, LanguageBody>({
      query: (body) => ({ url: '/users/me/language', method: 'PUT', data: body }),
      invalidatesTags: ['Account'],
    }),
    forgotPassword: build.mutation<string, ForgotBody>({
      query: (body) => ({ url: '/auth/forgot', method: 'POST', data: body }),
      transformResponse: messageOf,
    }),
    /** The new password signs this browser in (the answer sets the cookie); then who it is, as after a login. */
    resetPassword: build.mutation<User, { token: string; password: string }>({
      queryFn: async ({ token, password }, _api, _extra, baseQuery) => {
        const sent = await baseQuery({
          url: `/auth/reset/${encodeURIComponent(token)}`,
          method: 'PUT',
          data: { password },
        });
        if (sent.error) return { error: sent.error };
        const me = await baseQuery({ url: '/auth' });
        return me.error ? { error: me.error } : { data: me.data as User };
      },
      onQueryStarted: (_arg, { dispatch, queryFulfilled }) =>
        onSuccess(queryFulfilled, (user) => {
          // Whoever was signed in before is gone: start from an empty cache as this user.
          dispatch(api.util.resetApiState());
          dispatch(userLoaded(user));
          void dispatch(sessionKnown());
        }),
    }),
    changePassword: build.mutation<string, ChangePasswordBody>({
      query: (body) => ({ url: '/auth/password', method: 'PUT', data: body }),
      transformResponse: messageOf,
      invalidatesTags: ['Sessions'],
    }),
    changeEmail: build.mutation<string, ChangeEmailBody>({
      query: (body) => ({ url: '/auth/email', method: 'PUT', data: body }),
      transformResponse: messageOf,
      invalidatesTags: ['Account'],
    }),
    confirmEmail: build.mutation<string, string>({
      query: (token) => ({ url: `/auth/email/${encodeURIComponent(token)}`, method: 'PUT' }),
      transformResponse: messageOf,
      invalidatesTags: ['User', 'Account'],
    }),
    /** Ends the pending e-mail change from the settings (decision 148). */
    cancelEmailChange: build.mutation<string, void>({
      query: () => ({ url: '/auth/email', method: 'DELETE' }),
      transformResponse: messageOf,
      invalidatesTags: ['Account'],
    }),
    /** The "this was not me" link of the notice mailed to the old address; works signed out. */
    cancelEmailChangeByLink: build.mutation<string, string>({
      query: (token) => ({ url: `/auth/email/cancel/${encodeURIComponent(token)}`, method: 'PUT' }),
      transformResponse: messageOf,
      invalidatesTags: ['Account'],
    }),
    getSessions: build.query<Session[], void>({
      query: () => ({ url: '/auth/sessions' }),
      providesTags: ['Sessions'],
    }),
    /** Ends one device's session; ending this one signs this browser out. */
    endDevice: build.mutation<void, Session>({
      query: (session) => ({ url: `/auth/sessions/${session._id}`, method: 'DELETE' }),
      invalidatesTags: ['Sessions'],
      onQueryStarted: (session, { dispatch, queryFulfilled }) =>
        onSuccess(queryFulfilled, () => {
          if (session.current) endSession(dispatch);
        }),
    }),
    endOtherDevices: build.mutation<void, void>({
      query: () => ({ url: '/auth/sessions', method: 'DELETE' }),
      // It ends a pending e-mail change too (decision 148).
      invalidatesTags: ['Sessions', 'Account'],
    }),
  }),
});

export const {
  useGetAccountQuery,
  useRenameMutation,
  useSetLanguageMutation,
  useForgotPasswordMutation,
  useResetPasswordMutation,
  useChangePasswordMutation,
  useChangeEmailMutation,
  useConfirmEmailMutation,
  useCancelEmailChangeMutation,
  useCancelEmailChangeByLinkMutation,
  useGetSessionsQuery,
  useEndDeviceMutation,
  useEndOtherDevicesMutation,
} = accountApi;

/** A refusal of a blob request still carries the usual JSON errors, inside the blob. */
async function blobErrors(failure: ApiFailure): Promise<ApiError[]> {
  if (failure.body instanceof Blob) {
    try {
      const { errors } = JSON.parse(await failure.body.text()) as { errors?: ApiError[] };
      if (Array.isArray(errors) && errors.length > 0) return errors;
    } catch {
      // Not JSON: fall back to the status text below.
    }
  }
  return failure.errors;
}

/** Hands a downloaded file to the browser as a download. */
function saveFile(data: Blob, disposition: string | null): void {
  const name = /filename="([^"]+)"/.exec(disposition ?? '')?.[1];
  const url = URL.createObjectURL(data);
  const link = Object.assign(document.createElement('a'), { href: url, download: name ?? 'three-act-export.zip' });
  document.body.append(link);
  link.click();
  link.remove();
  setTimeout(() => URL.revokeObjectURL(url), 60_000);
}

const exportApi = accountApi.injectEndpoints({
  endpoints: (build) => ({
    /**
     * "Download my data": the ZIP through the base query (its 401 handling), handed to the browser
     * as a download; the answer is null (the file is not kept in the store) or the errors to show.
     */
    downloadMyData: build.mutation<ApiError[] | null, void>({
      queryFn: async (_arg, _api, _extra, baseQuery) => {
        const answer = await baseQuery({ url: '/users/me/export', responseType: 'blob' });
        if (answer.error) return { data: await blobErrors(answer.error) };
        saveFile(answer.data as Blob, answer.meta?.disposition ?? null);
        return { data: null };
      },
    }),
  }),
});

export const { useDownloadMyDataMutation } = exportApi;

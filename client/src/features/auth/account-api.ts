import type { ChangeEmailBody, ChangePasswordBody, ForgotBody, Session } from '@three-act/contract/auth';
import type { Me, UpdateMeBody, User } from '@three-act/contract/users';
import { api, onSuccess } from '../../lib/api';
import { apiClient } from '../../lib/api-client';
import { toApiErrors, type ApiError } from '../../lib/api-error';
import { endSession, signedInAs } from './auth-api';
import { userLoaded } from './auth-slice';

interface MessageAnswer {
  msg: string;
}

const messageOf = (answer: MessageAnswer) => answer.msg;

/** Password reset and change, e-mail change, name, devices (docs/decisions/122-account-links.md). */
export const accountApi = api.injectEndpoints({
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
          void dispatch(signedInAs(user));
        }),
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
          void dispatch(signedInAs(user));
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
      invalidatesTags: ['Sessions'],
    }),
  }),
});

export const {
  useGetAccountQuery,
  useRenameMutation,
  useForgotPasswordMutation,
  useResetPasswordMutation,
  useChangePasswordMutation,
  useChangeEmailMutation,
  useConfirmEmailMutation,
  useGetSessionsQuery,
  useEndDeviceMutation,
  useEndOtherDevicesMutation,
} = accountApi;

/** A refusal of a blob request still carries the usual JSON errors, inside the blob. */
async function blobErrors(error: unknown): Promise<ApiError[]> {
  const data = (error as { response?: { data?: unknown } }).response?.data;
  if (data instanceof Blob) {
    try {
      const { errors } = JSON.parse(await data.text()) as { errors?: ApiError[] };
      if (Array.isArray(errors) && errors.length > 0) return errors;
    } catch {
      // Not JSON: fall back to the status text below.
    }
  }
  return toApiErrors(error);
}

/**
 * "Download my data": the ZIP through the one API client (its 401 handling), handed to the browser
 * as a download. Resolves to null when the browser has the file, or to the errors to show.
 */
export async function downloadMyData(): Promise<ApiError[] | null> {
  try {
    const response = await apiClient.get<Blob>('/users/me/export', { responseType: 'blob' });
    const name = /filename="([^"]+)"/.exec(String(response.headers['content-disposition'] ?? ''))?.[1];
    const url = URL.createObjectURL(response.data);
    const link = Object.assign(document.createElement('a'), { href: url, download: name ?? 'three-act-export.zip' });
    document.body.append(link);
    link.click();
    link.remove();
    setTimeout(() => URL.revokeObjectURL(url), 60_000);
    return null;
  } catch (error) {
    return blobErrors(error);
  }
}

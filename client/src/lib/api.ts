import type { ThunkDispatch, UnknownAction } from '@reduxjs/toolkit';
import type { QueryReturnValue } from '@reduxjs/toolkit/query';

type MaybePromise<T> = T | PromiseLike<T>;
import type { AxiosRequestConfig } from 'axios';
import { toApiErrors, type ApiError } from './api-error';

/** One request as the endpoints describe it: the one axios client sends it (app/api.ts: CSRF header, 401 handling). */
export interface ApiRequest {
  url: string;
  method?: AxiosRequestConfig['method'];
  data?: unknown;
  params?: Record<string, string | number>;
  headers?: Record<string, string>;
  /** `blob` for a file download (the data export). */
  responseType?: 'blob';
  /**
   * Checks the answer's shape (e.g. that a proxy did not answer index.html); a throw is a failure
   * like any other ("Unexpected answer…"), shown to the writer, not an unhandled error.
   */
  check?: (data: unknown) => unknown;
}

/** Every failed request: the HTTP status (null when the network failed) and the errors the UI shows. */
export interface ApiFailure {
  status: number | null;
  errors: ApiError[];
  /** The answer's body, for failures that carry more than errors (a 409's stored outline). */
  body?: unknown;
}

/** A request's query parameters without the empty ones: an unset filter is left out, not sent as "". */
export function queryParams(
  values: Record<string, string | number | null | undefined>,
): Record<string, string | number> {
  return Object.fromEntries(
    Object.entries(values).filter((entry): entry is [string, string | number] => entry[1] != null && entry[1] !== ''),
  );
}

/**
 * The dispatch a lifecycle helper is handed, typed apart from the api it belongs to (its helpers are
 * part of building that api, so they cannot take their types from it): RTK Query's own lifecycle type.
 */
// eslint-disable-next-line @typescript-eslint/no-explicit-any -- the state type RTK Query's lifecycle dispatch carries
export type CacheDispatch = ThunkDispatch<any, any, UnknownAction>;

/** What an endpoint's `transformResponse` can read besides the body. */
export interface ApiMeta {
  status: number;
  link: string | null;
  /** A download's `Content-Disposition` (its file name). */
  disposition: string | null;
  /** How many posts a Brainstorm search found (`X-Posts-Found`, decision 167). */
  postsFound: string | null;
}

type BaseResult = QueryReturnValue<unknown, ApiFailure, ApiMeta>;

/** The base query as an endpoint's `queryFn` receives it, to send more than one request. */
export type BaseQuery = (request: ApiRequest) => MaybePromise<BaseResult>;

/**
 * "Asked again on every visit", for reads a route's loader starts ahead (app/preload.ts): an answer
 * younger than this came with this very visit (the loader asked moments before the page mounted),
 * so mounting does not ask a second time; an older one is asked again as the page mounts.
 */
export const ASKED_EACH_VISIT = { refetchOnMountOrArgChange: 5 } as const;

/** The server announces the next page in a `Link: <…?cursor=…>; rel="next"` header. */
export function nextCursorOf(link: string | null | undefined): string | null {
  const url = link ? /<([^>]+)>;\s*rel="next"/.exec(link)?.[1] : undefined;
  return url ? new URL(url, 'http://local').searchParams.get('cursor') : null;
}

/** The errors of a failed query or mutation (or of anything else thrown), as the UI shows them. */
export function failureErrors(error: unknown): ApiError[] {
  const errors = (error as Partial<ApiFailure> | undefined)?.errors;
  return Array.isArray(errors) ? errors : toApiErrors(error);
}

/** For a read where the server's 404 means "there is none (yet)": null instead of a failure. */
export function nullIfNotFound<T>(result: BaseResult): { data: T | null; error?: undefined } | { error: ApiFailure } {
  if (result.error) return result.error.status === 404 ? { data: null } : { error: result.error };
  return { data: result.data as T };
}

/**
 * For `onQueryStarted`: runs `then` with the answer once the request succeeded. A failure is left to
 * whoever started the request (it reports it); rethrowing it here would only be an unhandled rejection.
 */
export async function onSuccess<T>(queryFulfilled: Promise<{ data: T }>, then: (data: T) => void): Promise<void> {
  let answer: { data: T };
  try {
    answer = await queryFulfilled;
  } catch {
    return;
  }
  then(answer.data);
}

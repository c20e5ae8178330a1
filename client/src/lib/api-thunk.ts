import { createAsyncThunk, type GetThunkAPI } from '@reduxjs/toolkit';
import axios from 'axios';
import { toApiErrors, type ApiError } from './api-error';

/** Every API thunk rejects with the ApiError[] the pages show. */
export interface ApiThunkConfig<State> {
  rejectValue: ApiError[];
  state: State;
}

/**
 * Makes the thunk creator of one slice: each thunk runs an API call and turns any failure into
 * ApiError[], so the slices hold no try/catch of their own.
 */
export function apiThunkCreator<State>() {
  return <Returned, Arg = void>(
    type: string,
    run: (arg: Arg, thunkApi: GetThunkAPI<ApiThunkConfig<State>>) => Promise<Returned>,
  ) =>
    createAsyncThunk<Returned, Arg, ApiThunkConfig<State>>(type, async (arg, thunkApi) => {
      try {
        return await run(arg, thunkApi);
      } catch (error) {
        return thunkApi.rejectWithValue(toApiErrors(error));
      }
    });
}

/** For a read where the server's 404 means "there is none (yet)": null instead of a failure. */
export async function nullIfNotFound<T>(request: Promise<T>): Promise<T | null> {
  try {
    return await request;
  } catch (error) {
    if (axios.isAxiosError(error) && error.response?.status === 404) return null;
    throw error;
  }
}

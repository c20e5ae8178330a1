import { configureStore, createSlice } from '@reduxjs/toolkit';
import { AxiosError, type AxiosResponse, type InternalAxiosRequestConfig } from 'axios';
import { apiThunkCreator, nullIfNotFound } from './api-thunk';

const config = { headers: {} } as InternalAxiosRequestConfig;

function failedWith(status: number, data: unknown): AxiosError {
  const response = { status, statusText: 'Error', data, headers: {}, config } as AxiosResponse;
  return new AxiosError('failed', 'ERR_BAD_REQUEST', config, null, response);
}

const counter = createSlice({ name: 'counter', initialState: { page: 3 }, reducers: {} });
const store = () => configureStore({ reducer: { counter: counter.reducer } });
const apiThunk = apiThunkCreator<{ counter: { page: number } }>();

describe('apiThunkCreator', () => {
  it('fulfils with what the call returns and hands it the state', async () => {
    const next = apiThunk<number, number>('test/next', async (step, { getState }) => getState().counter.page + step);
    const result = await store().dispatch(next(2));
    expect(next.fulfilled.match(result)).toBe(true);
    expect(result.payload).toBe(5);
  });

  it('rejects with the server errors the pages show', async () => {
    const save = apiThunk<void>('test/save', async () => {
      throw failedWith(400, { errors: [{ msg: 'Title is required', path: 'title' }] });
    });
    const result = await store().dispatch(save());
    expect(save.rejected.match(result)).toBe(true);
    expect(result.payload).toEqual([{ msg: 'Title is required', path: 'title' }]);
  });
});

describe('nullIfNotFound', () => {
  it('answers null for a 404', async () => {
    await expect(nullIfNotFound(Promise.reject(failedWith(404, { msg: 'Profile not found' })))).resolves.toBeNull();
  });

  it('passes other failures on', async () => {
    const error = failedWith(500, {});
    await expect(nullIfNotFound(Promise.reject(error))).rejects.toBe(error);
  });

  it('passes a value through', async () => {
    await expect(nullIfNotFound(Promise.resolve({ id: 1 }))).resolves.toEqual({ id: 1 });
  });
});

import { AxiosError, type AxiosResponse, type InternalAxiosRequestConfig } from 'axios';
import { NETWORK_ERROR_MSG, toApiErrors } from './api-error';

const config = { headers: {} } as InternalAxiosRequestConfig;

function failedWith(status: number, data: unknown): AxiosError {
  const response = { status, statusText: 'Bad Request', data, headers: {}, config } as AxiosResponse;
  return new AxiosError('failed', 'ERR_BAD_REQUEST', config, null, response);
}

describe('toApiErrors', () => {
  it('returns the server error list with paths', () => {
    const error = failedWith(400, {
      errors: [{ msg: 'Passwords must be 8 to 72 characters', path: 'password' }, { msg: 'Name is required' }],
    });
    expect(toApiErrors(error)).toEqual([
      { msg: 'Passwords must be 8 to 72 characters', path: 'password' },
      { msg: 'Name is required' },
    ]);
  });

  it('accepts a single { msg } answer', () => {
    expect(toApiErrors(failedWith(404, { msg: 'Profile not found' }))).toEqual([{ msg: 'Profile not found' }]);
  });

  it('reports a network error when there is no response', () => {
    const error = new AxiosError('Network Error', 'ERR_NETWORK', config);
    expect(toApiErrors(error)).toEqual([{ msg: NETWORK_ERROR_MSG }]);
    expect(NETWORK_ERROR_MSG).toBe('Network error, please try again.');
  });

  it('falls back to a generic message for unexpected bodies and non-HTTP errors', () => {
    expect(toApiErrors(failedWith(502, '<html>Bad gateway</html>'))).toEqual([{ msg: 'Bad Request' }]);
    expect(toApiErrors(new TypeError('boom'))).toEqual([{ msg: 'Something went wrong, please try again.' }]);
  });
});

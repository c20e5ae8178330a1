import { mockApi } from '../test/render-app';
import { apiClient } from './api-client';

describe('apiClient', () => {
  it('calls /api with JSON and the X-Requested-With header the CSRF guard needs', async () => {
    const adapter = mockApi(() => ({ status: 204 }));
    await apiClient.post('/auth/logout');
    const [config] = adapter.mock.calls[0]!;
    expect(config.baseURL).toBe('/api');
    expect(config.url).toBe('/auth/logout');
    expect(config.headers['X-Requested-With']).toBe('XMLHttpRequest');
    expect(config.headers['Content-Type']).toBe('application/json');
    // No token header: the browser session lives in the HttpOnly cookie.
    expect(config.headers['x-auth-token']).toBeUndefined();
    expect(config.headers.Authorization).toBeUndefined();
  });
});

import { act, renderHook } from '@testing-library/react';
import { z } from 'zod';
import { useApiForm } from './use-api-form';

const titled = z.object({ title: z.string().min(1, { error: 'Title is required' }) });

/** Runs the form's check as a submit does; whether it let the values through. */
async function submit(form: ReturnType<typeof useApiForm<{ title: string }>>['form']): Promise<boolean> {
  let sent = false;
  await act(() =>
    form.handleSubmit(() => {
      sent = true;
    })(),
  );
  return sent;
}

describe('useApiForm with a schema loaded when first checked (decision 193)', () => {
  it('checks with the loaded schema: its message shows and nothing is sent', async () => {
    const load = jest.fn(() => Promise.resolve(titled));
    const { result } = renderHook(() => useApiForm<{ title: string }>(load, { title: '' }));
    expect(await submit(result.current.form)).toBe(false);
    expect(result.current.form.getFieldState('title').error?.message).toBe('Title is required');
    act(() => result.current.form.setValue('title', 'The Harbour Lights'));
    expect(await submit(result.current.form)).toBe(true);
  });

  it('leaves the check to the server when the schema cannot be loaded (offline)', async () => {
    const load = () => Promise.reject(new Error('Failed to fetch dynamically imported module'));
    const { result } = renderHook(() => useApiForm<{ title: string }>(load, { title: '' }));
    expect(await submit(result.current.form)).toBe(true);
  });
});

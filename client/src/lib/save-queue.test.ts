import { act, renderHook } from '@testing-library/react';
import { useFlush, useSaveQueue } from './save-queue';

/** A save the test answers by hand: each call waits until `answer` settles it. */
function manualSave() {
  const answers: ((ok: boolean) => void)[] = [];
  const save = jest.fn(() => new Promise<boolean>((resolve) => answers.push(resolve)));
  return { save, answer: (ok: boolean) => answers.shift()?.(ok) };
}

function render(save: () => Promise<boolean>, enabled = true) {
  return renderHook(() => {
    const queue = useSaveQueue(enabled);
    return { ...queue, flush: useFlush(queue, save) };
  });
}

describe('the save queue under an autosave', () => {
  beforeEach(() => jest.useFakeTimers());
  afterEach(() => jest.useRealTimers());

  it('keeps one save in flight: a flush meanwhile goes after it, and answers when its own save has', async () => {
    const { save, answer } = manualSave();
    const { result } = render(save);
    let first: Promise<boolean> | undefined;
    let second: Promise<boolean> | undefined;
    await act(async () => {
      first = result.current.flush();
      second = result.current.flush();
    });
    expect(save).toHaveBeenCalledTimes(1);
    await act(async () => answer(true));
    expect(save).toHaveBeenCalledTimes(2);
    await act(async () => answer(false));
    await expect(first).resolves.toBe(true);
    await expect(second).resolves.toBe(false);
  });

  it('saves after the pause, the timer starting again on each change; a flush stops it', async () => {
    const save = jest.fn(() => Promise.resolve(true));
    const { result } = render(save);
    act(() => result.current.later(1000));
    act(() => jest.advanceTimersByTime(800));
    act(() => result.current.later(1000));
    act(() => jest.advanceTimersByTime(800));
    expect(save).not.toHaveBeenCalled();
    await act(async () => jest.advanceTimersByTime(200));
    expect(save).toHaveBeenCalledTimes(1);

    act(() => result.current.later(1000));
    await act(async () => result.current.flush());
    await act(async () => jest.advanceTimersByTime(5000));
    expect(save).toHaveBeenCalledTimes(2);
  });

  it('starts no timer while disabled', async () => {
    const save = jest.fn(() => Promise.resolve(true));
    const { result } = render(save, false);
    act(() => result.current.later(0));
    await act(async () => jest.advanceTimersByTime(60_000));
    expect(save).not.toHaveBeenCalled();
  });

  it('tries a failure that may pass again after longer pauses, from the shortest after a success; a refusal is not retried', async () => {
    const save = jest.fn(() => Promise.resolve(false));
    const { result } = render(save);
    const waitsFor = async (ms: number) => {
      const before = save.mock.calls.length;
      act(() => jest.advanceTimersByTime(ms - 1));
      expect(save).toHaveBeenCalledTimes(before);
      await act(async () => jest.advanceTimersByTime(1));
      expect(save).toHaveBeenCalledTimes(before + 1);
    };
    expect(result.current.retry({ status: 503 })).toEqual({ kind: 'retrying' });
    await waitsFor(2000);
    expect(result.current.retry({ status: null })).toEqual({ kind: 'retrying' });
    await waitsFor(5000);
    result.current.retry({ status: 429 });
    await waitsFor(15000);
    result.current.retry({ status: 500 });
    await waitsFor(30000);
    result.current.retry({ status: 500 });
    await waitsFor(30000);
    result.current.succeeded();
    result.current.retry({ status: 502 });
    await waitsFor(2000);

    expect(result.current.retry({ status: 400 })).toBeNull();
    await act(async () => jest.advanceTimersByTime(60_000));
    expect(save).toHaveBeenCalledTimes(6);
  });

  it('while offline, waits for the device to be back online, then saves', async () => {
    const save = jest.fn(() => Promise.resolve(true));
    const { result } = render(save);
    const onLine = jest.spyOn(navigator, 'onLine', 'get').mockReturnValue(false);
    expect(result.current.retry({ status: null })).toEqual({ kind: 'offline' });
    await act(async () => jest.advanceTimersByTime(60_000));
    expect(save).not.toHaveBeenCalled();
    onLine.mockRestore();
    await act(async () => window.dispatchEvent(new Event('online')));
    expect(save).toHaveBeenCalledTimes(1);
  });
});

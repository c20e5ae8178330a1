import { act, renderHook, waitFor } from '@testing-library/react';
import type { ReactNode } from 'react';
import { Provider } from 'react-redux';
import { makeStore } from '../../app/store';
import { makeScene, STORY } from '../../test/board-fixtures';
import { mockApi } from '../../test/render-app';
import { useSceneAutosave } from './use-scene-autosave';

// Decision 192: a scene's summary turning live (the story's document opened, or the server made a
// new scene's text there) takes the words typed before it with it, into the shared text.

const scene = makeScene({ _id: 's1', title: 'The lamp goes out', summary: '<p>Dark.</p>' });

function withStore() {
  const store = makeStore();
  return ({ children }: { children: ReactNode }) => <Provider store={store}>{children}</Provider>;
}

describe('a scene summary turning live', () => {
  it('puts the summary typed and not saved yet into the shared text, never through REST', async () => {
    const sent: unknown[] = [];
    mockApi(({ method, data }) => {
      sent.push([method, data]);
      return { status: 200, data: scene };
    });
    const { result, rerender } = renderHook(
      ({ live }) => useSceneAutosave({ story: STORY, scene, writer: 'u1', live }),
      { wrapper: withStore(), initialProps: { live: false } },
    );
    act(() => result.current.change({ summary: '<p>Dark. The sea rises.</p>' }));
    rerender({ live: true });
    await waitFor(() => expect(result.current.livePut).toEqual({ html: '<p>Dark. The sea rises.</p>', round: 1 }));
    // Nothing goes through REST: the summary is the document's now.
    await act(() => result.current.flush());
    expect(sent).toEqual([]);
    expect(result.current.pending).toBe(false);
  });

  it('puts nothing when nothing was typed', async () => {
    mockApi(() => ({ status: 200, data: scene }));
    const { result, rerender } = renderHook(
      ({ live }) => useSceneAutosave({ story: STORY, scene, writer: 'u1', live }),
      { wrapper: withStore(), initialProps: { live: false } },
    );
    rerender({ live: true });
    await act(() => result.current.flush());
    expect(result.current.livePut).toBeNull();
  });
});

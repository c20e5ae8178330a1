import { renderHook, waitFor } from '@testing-library/react';
import { TEST_DRAFT_KEY } from '../test/render-app';
import { BRAINSTORM_DRAFTS, keepDraft, readDrafts, unlockDrafts } from './drafts';
import { useTextDraft } from './use-text-draft';

const box = { writer: 'u1', key: 'comment:p1' };
const stored = () => readDrafts('u1', BRAINSTORM_DRAFTS, ['comment:p1']);

describe('useTextDraft', () => {
  beforeEach(() => unlockDrafts('u1', TEST_DRAFT_KEY));

  it('puts back the text kept on the device when the box opens untouched', async () => {
    await keepDraft(['u1', BRAINSTORM_DRAFTS, 'comment:p1'], { text: 'Let the lighthouse', base: '' });
    const restore = jest.fn();
    renderHook(() => useTextDraft(box, { initial: '', text: '', restore }));
    await waitFor(() => expect(restore).toHaveBeenCalledWith('Let the lighthouse'));
  });

  it('keeps text typed before the device answered, over the older draft, without putting that back', async () => {
    await keepDraft(['u1', BRAINSTORM_DRAFTS, 'comment:p1'], { text: 'An older idea', base: '' });
    const restore = jest.fn();
    const { rerender } = renderHook(({ text }) => useTextDraft(box, { initial: '', text, restore }), {
      initialProps: { text: '' },
    });
    // Pasted in the same moment the box opened, before IndexedDB answered the read.
    rerender({ text: 'Let the lighthouse go dark' });
    await waitFor(async () =>
      expect(await stored()).toMatchObject({ 'comment:p1': { text: 'Let the lighthouse go dark', base: '' } }),
    );
    expect(restore).not.toHaveBeenCalled();
  });
});

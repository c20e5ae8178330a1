import { renderHook, waitFor } from '@testing-library/react';
import { TEST_DRAFT_KEY } from '../test/render-app';
import { BRAINSTORM_DRAFTS, keepDraft, readDrafts, unlockDrafts } from './drafts';
import { useTextDraft } from './use-text-draft';

const box = { writer: 'u1', key: 'comment:p1' };

/** A text box's text, as a form holds it: read now, and told when it changes. */
function textBox() {
  let text = '';
  const listeners = new Set<() => void>();
  return {
    source: {
      current: () => text,
      subscribe: (changed: () => void) => {
        listeners.add(changed);
        return () => listeners.delete(changed);
      },
    },
    type: (next: string) => {
      text = next;
      for (const changed of listeners) changed();
    },
  };
}
const stored = () => readDrafts('u1', BRAINSTORM_DRAFTS, ['comment:p1']);

describe('useTextDraft', () => {
  beforeEach(() => unlockDrafts('u1', TEST_DRAFT_KEY));

  it('puts back the text kept on the device when the box opens untouched', async () => {
    await keepDraft(['u1', BRAINSTORM_DRAFTS, 'comment:p1'], { text: 'Let the lighthouse', base: '' });
    const restore = jest.fn();
    const { source } = textBox();
    renderHook(() => useTextDraft(box, { initial: '', source, restore }));
    await waitFor(() => expect(restore).toHaveBeenCalledWith('Let the lighthouse'));
  });

  it('keeps text typed before the device answered, over the older draft, without putting that back', async () => {
    await keepDraft(['u1', BRAINSTORM_DRAFTS, 'comment:p1'], { text: 'An older idea', base: '' });
    const restore = jest.fn();
    const { source, type } = textBox();
    renderHook(() => useTextDraft(box, { initial: '', source, restore }));
    // Pasted in the same moment the box opened, before IndexedDB answered the read.
    type('Let the lighthouse go dark');
    await waitFor(async () =>
      expect(await stored()).toMatchObject({ 'comment:p1': { text: 'Let the lighthouse go dark', base: '' } }),
    );
    expect(restore).not.toHaveBeenCalled();
  });

  it('keeps each change once the device has answered, and drops the draft when the box is cleared', async () => {
    const { source, type } = textBox();
    renderHook(() => useTextDraft(box, { initial: '', source, restore: jest.fn() }));
    type('L');
    await waitFor(async () => expect(await stored()).toMatchObject({ 'comment:p1': { text: 'L' } }));
    type('Let the lighthouse');
    await waitFor(async () => expect(await stored()).toMatchObject({ 'comment:p1': { text: 'Let the lighthouse' } }));
    type('');
    await waitFor(async () => expect(await stored()).toEqual({}));
  });
});

import { useEffect, useMemo, useRef } from 'react';
import { BRAINSTORM_DRAFTS, dropDraft, keepDraft, readDrafts, type DraftKey } from './drafts';

/** Whose text box it is, and which: such as `comment:<post id>`. */
export interface TextDraftKey {
  writer: string;
  key: string;
}

/**
 * Keeps one text box's unsent text on the device, per writer and key, so a reload, the back
 * button, a closed tab or an ended session does not lose a half-written post, comment, reply or
 * edit (docs/decisions/127-drafts-and-autosave.md). When the box opens on the same starting text
 * the draft was typed from, and nothing has been typed yet, the draft is put back through
 * `restore`; an empty text or the starting text itself keeps nothing. `drop` forgets it once the
 * text is sent or given up. Text typed before the device's draft was read wins over that draft and is
 * kept at once. Logout asks before it clears it with the writer's other drafts.
 */
export function useTextDraft(
  box: TextDraftKey | undefined,
  { initial, text, restore }: { initial: string; text: string; restore: (text: string) => void },
) {
  const writer = box?.writer;
  const key = box?.key;
  const draftKey = useMemo<DraftKey | null>(
    () => (writer && key ? [writer, BRAINSTORM_DRAFTS, key] : null),
    [writer, key],
  );
  const read = useRef(false);
  const finished = useRef(false);
  const start = useRef({ initial, restore });
  const typed = useRef({ text, initial });
  useEffect(() => {
    typed.current = { text, initial };
  });

  useEffect(() => {
    if (!draftKey) return undefined;
    let live = true;
    read.current = false;
    void readDrafts(draftKey[0], draftKey[1], [draftKey[2]]).then((found) => {
      if (!live) return;
      read.current = true;
      const now = typed.current;
      if (now.text.trim() !== '' && now.text !== now.initial) {
        // Typed (or pasted) before the device answered: that text is the draft, not the older one.
        void keepDraft(draftKey, { text: now.text, base: now.initial });
        return;
      }
      const draft = found[draftKey[2]];
      if (draft && draft.base === start.current.initial && draft.text !== start.current.initial) {
        start.current.restore(draft.text);
      }
    });
    return () => {
      live = false;
    };
  }, [draftKey]);

  useEffect(() => {
    if (!draftKey || !read.current) return;
    if (text.trim() === '' || text === initial) {
      finished.current = false; // the box was cleared after sending: the next text is a new draft
      void dropDraft(draftKey);
    } else if (!finished.current) {
      void keepDraft(draftKey, { text, base: initial });
    }
  }, [draftKey, text, initial]);

  return {
    drop: async () => {
      finished.current = true;
      if (draftKey) await dropDraft(draftKey);
    },
  };
}

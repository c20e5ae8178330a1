import { useEffect, useLayoutEffect, useMemo, useRef } from 'react';
import { BRAINSTORM_DRAFTS, dropDraft, keepDraft, readDrafts, type DraftKey } from './drafts';

/** Whose text box it is, and which: such as `comment:<post id>`. */
export interface TextDraftKey {
  writer: string;
  key: string;
}

/** Where a text box's text is read: as it is now, and each time it changes (`subscribe` returns its end). */
export interface TextSource {
  current: () => string;
  subscribe: (changed: () => void) => () => void;
}

/**
 * Keeps one text box's unsent text on the device, per writer and key, so a reload, the back
 * button, a closed tab or an ended session does not lose a half-written post, comment, reply or
 * edit (docs/decisions/127-drafts-and-autosave.md). When the box opens on the same starting text
 * the draft was typed from, and nothing has been typed yet, the draft is put back through
 * `restore`; an empty text or the starting text itself keeps nothing. `drop` forgets it once the
 * text is sent or given up. Text typed before the device's draft was read wins over that draft and is
 * kept at once. Logout asks before it clears it with the writer's other drafts. The text is read
 * from `source` as it changes, so a key re-renders nothing for it (decision 195).
 */
export function useTextDraft(
  box: TextDraftKey | undefined,
  { initial, source, restore }: { initial: string; source: TextSource; restore: (text: string) => void },
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
  const latest = useRef({ initial, source });
  useLayoutEffect(() => {
    latest.current = { initial, source };
  });

  useEffect(() => {
    if (!draftKey) return undefined;
    let live = true;
    read.current = false;
    void readDrafts(draftKey[0], draftKey[1], [draftKey[2]]).then((found) => {
      if (!live) return;
      read.current = true;
      const text = latest.current.source.current();
      if (text.trim() !== '' && text !== latest.current.initial) {
        // Typed (or pasted) before the device answered: that text is the draft, not the older one.
        void keepDraft(draftKey, { text, base: latest.current.initial });
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
    if (!draftKey) return undefined;
    return latest.current.source.subscribe(() => {
      if (!read.current) return;
      const { initial: base, source: now } = latest.current;
      const text = now.current();
      if (text.trim() === '' || text === base) {
        finished.current = false; // the box was cleared after sending: the next text is a new draft
        void dropDraft(draftKey);
      } else if (!finished.current) {
        void keepDraft(draftKey, { text, base });
      }
    });
  }, [draftKey]);

  return {
    drop: async () => {
      finished.current = true;
      if (draftKey) await dropDraft(draftKey);
    },
  };
}

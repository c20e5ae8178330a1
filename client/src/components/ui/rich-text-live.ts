import { Extension } from '@tiptap/core';
import { yCursorPlugin } from '@tiptap/y-tiptap';
import type { XmlFragment } from 'yjs';

/**
 * The part of y-protocols' Awareness the others' carets need (the live document's provider has it;
 * a stand-in in tests). Each writer's state holds `user` ({ name, color }), as the live document
 * sets it, and `cursor`, the selection y-tiptap keeps relative to the fragment it is in.
 */
export interface CursorAwareness {
  clientID: number;
  getStates: () => Map<number, Record<string, unknown>>;
  getLocalState: () => Record<string, unknown> | null;
  setLocalStateField: (field: string, value: unknown) => void;
  on: (event: 'change', listener: () => void) => void;
  off: (event: 'change', listener: () => void) => void;
}

/**
 * A rich text edited live (decision 192): its shared fragment in the story's document, whose
 * content the editor shows and changes instead of saving HTML, and the awareness its carets go by.
 */
export interface LiveRichText {
  fragment: XmlFragment;
  awareness: CursorAwareness;
  /** The editor took or lost the focus: the page tells the others where this writer is. */
  onPresence?: (here: boolean) => void;
  /** HTML put into the shared text when this editor opens (a kept version put back), as an edit of this writer's. */
  put?: string;
}

/**
 * A live rich text's field on a page: `text` is null while the story's document loads (the field
 * then waits, read-only); `status` says where the live document stands ("Live — saved").
 */
export interface LiveRichTextField {
  text: LiveRichText | null;
  status: string;
}

/**
 * Another writer's caret and selection: a coloured bar with their name, hidden from screen readers
 * (the page's "Here now" list says where everyone is). The name is text, never HTML.
 */
function caretOf(user: { name?: unknown; color?: unknown }): HTMLElement {
  const color = typeof user.color === 'string' ? user.color : '#4a5568';
  const caret = document.createElement('span');
  caret.className = 'rte-caret';
  caret.setAttribute('aria-hidden', 'true');
  caret.style.setProperty('--writer-color', color);
  const name = document.createElement('span');
  name.className = 'rte-caret__name';
  name.textContent = typeof user.name === 'string' ? user.name : '';
  caret.append('\u2060', name, '\u2060');
  return caret;
}

const selectionOf = (user: { color?: unknown }) => ({
  class: 'rte-caret__selection',
  style: `--writer-color: ${typeof user.color === 'string' ? user.color : '#4a5568'}`,
});

/** The others' carets in a live rich text: y-tiptap's cursor plugin on the live document's awareness. */
export const LiveCarets = Extension.create<{ awareness: CursorAwareness | null }>({
  name: 'liveCarets',
  addOptions: () => ({ awareness: null }),
  addProseMirrorPlugins() {
    const { awareness } = this.options;
    if (!awareness) return [];
    return [
      yCursorPlugin(awareness as Parameters<typeof yCursorPlugin>[0], {
        cursorBuilder: caretOf,
        selectionBuilder: selectionOf,
      }),
    ];
  },
});

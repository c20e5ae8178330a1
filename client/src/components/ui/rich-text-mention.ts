import { Extension, type Range } from '@tiptap/core';
import Suggestion from '@tiptap/suggestion';
import { PluginKey } from '@tiptap/pm/state';
import { MENTION_QUERY_MAX } from './use-mention';

/** What the editor's "@" tells the React side, and asks of it: set by the editor's component after each render. */
export interface MentionBridge {
  /** "@…" is being typed (its letters and where it is), or no longer. */
  update: (asked: { text: string; range: Range } | null) => void;
  /** A key while "@…" is typed: true when the list took it. */
  key: (key: string) => boolean;
}

/**
 * "@" in a rich-text editor (decision 180), on TipTap's own suggestion plugin: it finds the "@…"
 * in the text node before the caret (not the whole text) and hands it to the list the editor's
 * component draws, the one every "@" shares (`useMentionList`). Choosing writes the entry's name as
 * plain text: the server's sanitiser keeps no mention node, and a name written is what links it.
 * Made once per editor, so the editor's options stay the same objects (decision 170); the React side
 * `connect`s what changes.
 */
export function mentionByName() {
  const bridge: { current: MentionBridge | null } = { current: null };
  const extension = Extension.create({
    name: 'mentionByName',
    // Before the lists' and paragraphs' Enter and Tab, as TipTap's own Mention extension.
    priority: 101,
    addProseMirrorPlugins() {
      return [
        Suggestion({
          editor: this.editor,
          pluginKey: new PluginKey('mentionByName'),
          char: '@',
          allow: ({ range }) => range.to - range.from <= MENTION_QUERY_MAX + 1,
          render: () => ({
            onStart: ({ query, range }) => bridge.current?.update({ text: query, range }),
            onUpdate: ({ query, range }) => bridge.current?.update({ text: query, range }),
            onExit: () => bridge.current?.update(null),
            onKeyDown: ({ event }) => bridge.current?.key(event.key) ?? false,
          }),
        }),
      ];
    },
  });
  return {
    extension,
    connect: (next: MentionBridge) => {
      bridge.current = next;
    },
  };
}

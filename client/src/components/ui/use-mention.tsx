import { useId, useMemo, useRef, useState, type KeyboardEvent, type ReactNode, type SyntheticEvent } from 'react';
import { useUiT } from '../../lib/ui-words';

/** "@" then up to 30 letters right before the caret, at the start or after a space. */
const MENTION = /(^|\s)@([^\s@]{0,30})$/u;
/** The most letters typed after "@" that are still a name being asked for. */
export const MENTION_QUERY_MAX = 30;
const SHOWN_MAX = 6;

/** What "@" offers: a character or another entry of the codex, by its name or an alias. */
export interface Mentionable {
  _id: string;
  name: string;
  aliases?: readonly string[];
  /** Shown beside the name when it is not a character ("Harrow Keep · place"). */
  kind?: string;
}

/** "@ma" offers Mara Vell and Tomas Mahler, not Tomas Reed. */
const startsAWord = (name: string, typed: string) =>
  name
    .toLocaleLowerCase()
    .split(/\s+/)
    .some((word) => word.startsWith(typed.toLocaleLowerCase()));

const answersTo = (entry: Mentionable, typed: string) =>
  startsAWord(entry.name, typed) || (entry.aliases ?? []).some((alias) => startsAWord(alias, typed));

/** The entries "@" + `typed` offers, at most six, in the order given. */
export function mentionMatches<Entry extends Mentionable>(offered: readonly Entry[], typed: string): Entry[] {
  return offered.filter((entry) => answersTo(entry, typed)).slice(0, SHOWN_MAX);
}

/**
 * The "@…" right before the caret of a text (`before` holds the text up to the caret): where its
 * "@" is, counted back from the caret, and the letters after it; null when there is none.
 */
export function mentionBefore(before: string): { back: number; text: string } | null {
  // Only the 32 characters before the caret can hold "@name" (a space, "@" and up to 30 more): a
  // key in a text of 5 000 words reads those, not the whole text (decision 170). "^" cannot match
  // at a cut window's start: an "@" there would leave 31 characters after it, one too many.
  const match = MENTION.exec(before.slice(-(MENTION_QUERY_MAX + 2)));
  if (!match) return null;
  const text = match[2] ?? '';
  return { back: text.length + 1, text };
}

/**
 * The list "@" opens, whatever it is typed in (a text area, a rich-text editor): the entries that
 * answer to what follows "@", which one is active, the keys that move and choose, and the listbox
 * itself (docs/decisions/180-mentions-everywhere.md). `Asked` is what the caller needs to write the
 * choice (where "@" was); `choose` writes it.
 */
export function useMentionList<Entry extends Mentionable, Asked extends { text: string }>(
  offered: readonly Entry[],
  choose: (entry: Entry, asked: Asked) => void,
) {
  const { t } = useUiT();
  const listId = useId();
  const [asked, setAskedState] = useState<Asked | null>(null);
  const [active, setActive] = useState(0);
  const matches = useMemo(() => (asked ? mentionMatches(offered, asked.text) : []), [offered, asked]);
  const open = matches.length > 0;

  const setAsked = (next: Asked | null) => {
    setAskedState(next);
    setActive(0);
  };

  const pick = (entry: Entry) => {
    if (!asked) return;
    setAskedState(null);
    choose(entry, asked);
  };

  /** A key typed while the list may be open: true when it was the list's (the text must not take it). */
  const onKey = (key: string): boolean => {
    if (!open) return false;
    const moves: Record<string, number> = { ArrowDown: 1, ArrowUp: -1 };
    if (key in moves) {
      setActive((at) => (at + (moves[key] ?? 0) + matches.length) % matches.length);
    } else if (key === 'Enter' || key === 'Tab') {
      const chosen = matches[active];
      if (chosen) pick(chosen);
    } else if (key === 'Escape') {
      setAskedState(null);
    } else {
      return false;
    }
    return true;
  };

  const list: ReactNode = open ? (
    <ul
      className="mention-list"
      id={listId}
      role="listbox"
      aria-label={
        matches.every((entry) => !entry.kind || entry.kind === 'character') ? t('Characters') : t('Codex entries')
      }
    >
      {matches.map((entry, index) => (
        <li
          key={entry._id}
          id={`${listId}-${index}`}
          role="option"
          aria-selected={index === active}
          className="mention-list__option"
          // mousedown, not click: the text keeps its focus and caret.
          onMouseDown={(event) => {
            event.preventDefault();
            pick(entry);
          }}
        >
          {entry.name}
          {entry.kind && entry.kind !== 'character' && <span className="mention-list__kind"> · {entry.kind}</span>}
        </li>
      ))}
    </ul>
  ) : null;

  return {
    open,
    asked,
    setAsked,
    onKey,
    list,
    /** For the text that owns the list (a text area's props; set on a rich-text editor's box). */
    ownerProps: {
      'aria-autocomplete': 'list' as const,
      'aria-controls': open ? listId : undefined,
      'aria-activedescendant': open ? `${listId}-${active}` : undefined,
    },
  };
}

/**
 * Typing "@" in a text area offers the story's characters and codex entries by name or alias
 * (docs/decisions/177-the-codex.md, 180); choosing one (click, Enter or Tab) writes its name in
 * place of "@…" and calls `onPick` with the new text, so the form saves it (the server recognises
 * the entry there by its name).
 */
export function useMention<Entry extends Mentionable>(
  characters: readonly Entry[],
  onPick: (character: Entry, text: string) => void,
  /** Called when "@" is typed: the page may read what else to offer then, not before. */
  onAsk?: () => void,
) {
  const area = useRef<HTMLTextAreaElement | null>(null);
  const mention = useMentionList<Entry, { at: number; text: string }>(characters, (character, asked) => {
    const target = area.current;
    if (!target) return;
    const { value, selectionStart } = target;
    const text = `${value.slice(0, asked.at)}${character.name} ${value.slice(selectionStart)}`;
    const caret = asked.at + character.name.length + 1;
    onPick(character, text);
    target.focus();
    target.setSelectionRange(caret, caret);
  });

  const read = (event: SyntheticEvent<HTMLTextAreaElement>) => {
    area.current = event.currentTarget;
    const caret = event.currentTarget.selectionStart;
    const found = mentionBefore(event.currentTarget.value.slice(Math.max(0, caret - MENTION_QUERY_MAX - 2), caret));
    mention.setAsked(found ? { at: caret - found.back, text: found.text } : null);
    if (found) onAsk?.();
  };

  const onKeyDown = (event: KeyboardEvent<HTMLTextAreaElement>) => {
    if (!mention.onKey(event.key)) return;
    event.preventDefault();
    event.stopPropagation();
  };

  return {
    textareaProps: { onInput: read, onClick: read, onKeyDown, ...mention.ownerProps },
    list: mention.list,
  };
}

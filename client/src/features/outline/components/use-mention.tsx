import { useId, useRef, useState, type KeyboardEvent, type SyntheticEvent } from 'react';

/** "@" then up to 30 letters right before the caret, at the start or after a space. */
const MENTION = /(^|\s)@([^\s@]{0,30})$/u;
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

/**
 * Typing "@" in an answer offers the story's characters and codex entries by name or alias
 * (docs/decisions/177-the-codex.md); choosing one (click, Enter or Tab) writes its name in place of
 * "@…" and calls `onPick` with the new text, so the form saves it (a character is linked to the
 * beat; any entry is then recognised there by its name).
 */
export function useMention<Entry extends Mentionable>(
  characters: readonly Entry[],
  onPick: (character: Entry, text: string) => void,
  /** Called when "@" is typed: the page may read what else to offer then, not before. */
  onAsk?: () => void,
) {
  const listId = useId();
  const area = useRef<HTMLTextAreaElement | null>(null);
  const [query, setQuery] = useState<{ at: number; text: string } | null>(null);
  const [active, setActive] = useState(0);
  const matches = query ? characters.filter((character) => answersTo(character, query.text)).slice(0, SHOWN_MAX) : [];

  const read = (event: SyntheticEvent<HTMLTextAreaElement>) => {
    area.current = event.currentTarget;
    const caret = event.currentTarget.selectionStart;
    // Only the 32 characters before the caret can hold "@name" (a space, "@" and up to 30 more): a
    // key in a beat of 5 000 words reads those, not the whole text (decision 170). "^" cannot match
    // at a cut window's start: an "@" there would leave 31 characters after it, one too many.
    const match = MENTION.exec(event.currentTarget.value.slice(Math.max(0, caret - 32), caret));
    setQuery(match ? { at: caret - (match[2] ?? '').length - 1, text: match[2] ?? '' } : null);
    if (match) onAsk?.();
    setActive(0);
  };

  const pick = (character: Entry) => {
    const target = area.current;
    if (!target || !query) return;
    const { value, selectionStart } = target;
    const text = `${value.slice(0, query.at)}${character.name} ${value.slice(selectionStart)}`;
    const caret = query.at + character.name.length + 1;
    setQuery(null);
    onPick(character, text);
    target.focus();
    target.setSelectionRange(caret, caret);
  };

  const onKeyDown = (event: KeyboardEvent<HTMLTextAreaElement>) => {
    if (matches.length === 0) return;
    const moves: Record<string, number> = { ArrowDown: 1, ArrowUp: -1 };
    if (event.key in moves) {
      setActive((at) => (at + (moves[event.key] ?? 0) + matches.length) % matches.length);
    } else if (event.key === 'Enter' || event.key === 'Tab') {
      const chosen = matches[active];
      if (chosen) pick(chosen);
    } else if (event.key === 'Escape') {
      setQuery(null);
    } else {
      return;
    }
    event.preventDefault();
    event.stopPropagation();
  };

  const open = matches.length > 0;
  return {
    textareaProps: {
      onInput: read,
      onClick: read,
      onKeyDown,
      'aria-autocomplete': 'list' as const,
      'aria-controls': open ? listId : undefined,
      'aria-activedescendant': open ? `${listId}-${active}` : undefined,
    },
    list: open ? (
      <ul
        className="mention-list"
        id={listId}
        role="listbox"
        aria-label={
          matches.every((entry) => !entry.kind || entry.kind === 'character') ? 'Characters' : 'Codex entries'
        }
      >
        {matches.map((character, index) => (
          <li
            key={character._id}
            id={`${listId}-${index}`}
            role="option"
            aria-selected={index === active}
            className="mention-list__option"
            // mousedown, not click: the answer keeps its focus and caret.
            onMouseDown={(event) => {
              event.preventDefault();
              pick(character);
            }}
          >
            {character.name}
            {character.kind && character.kind !== 'character' && (
              <span className="mention-list__kind"> · {character.kind}</span>
            )}
          </li>
        ))}
      </ul>
    ) : null,
  };
}

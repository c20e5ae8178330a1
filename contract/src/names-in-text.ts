/**
 * Names written plainly in a text (docs/decisions/175-names-written-in-beats.md, extended by
 * docs/decisions/177-the-codex.md): where a codex entry's name or one of its aliases stands in it, as
 * a whole word or words, whatever spaces or line breaks stand between its words. An entry that
 * matches case counts as written or in capitals ("Will", "WILL", not "will": many names are words
 * too); another counts in any case. Of two names that start at one place the longer is read ("Anna
 * Marie" is not also "Anna"). The server and the client read names with this one matcher.
 */

/** An entry's names (its name and aliases) and whether they count only as written (or in capitals). */
export interface Naming {
  names: readonly string[];
  matchCase: boolean;
}

/** A name found: where it stands in the text (`start` to `end`, UTF-16 offsets) and the namings it names. */
export interface NameFound {
  start: number;
  end: number;
  namings: readonly number[];
}

/** A run of letters, digits, marks and underscores: a name's words, which must stand whole in the text. */
const WORD = /[\p{L}\p{N}\p{M}_]+/gu;

/** The signs between two words, spaces and line breaks read as one space. */
const between = (text: string) => text.replace(/\s+/gu, ' ');

/** A name ends at a node of the tree of words: the signs between its words and after its last. */
interface Ending {
  signs: string[];
  trail: string;
  namings: number[];
}

interface WordNode {
  next: Map<string, WordNode>;
  endings: Ending[];
}

const newNode = (): WordNode => ({ next: new Map(), endings: [] });

/** A name's words and what stands between them; null for a name that does not start with a word. */
function wordsOf(name: string): { words: string[]; signs: string[]; trail: string } | null {
  const trimmed = name.trim();
  const words: string[] = [];
  const signs: string[] = [];
  let last = 0;
  for (const match of trimmed.matchAll(WORD)) {
    if (words.length === 0 && match.index !== 0) return null;
    if (words.length > 0) signs.push(between(trimmed.slice(last, match.index)));
    words.push(match[0]);
    last = match.index + match[0].length;
  }
  return words.length === 0 ? null : { words, signs, trail: between(trimmed.slice(last)) };
}

/**
 * A matcher for these namings: `find(text)` lists the names in a text, in order. Built once per set
 * of names (a tree of their words); a text is then read word by word, and a name is only followed
 * where its first word stands, so the cost follows the text's length, hardly the number of names.
 */
export function nameMatcher(namings: readonly Naming[]) {
  // Words as written (and in capitals) for the names that match case, in lower case for the others.
  const exact = newNode();
  const anyCase = newNode();
  const add = (root: WordNode, name: { words: string[]; signs: string[]; trail: string }, index: number) => {
    let node = root;
    for (const word of name.words) {
      const next = node.next.get(word) ?? newNode();
      node.next.set(word, next);
      node = next;
    }
    const same = node.endings.find(
      (ending) => ending.trail === name.trail && ending.signs.join('\u0000') === name.signs.join('\u0000'),
    );
    if (!same) node.endings.push({ signs: name.signs, trail: name.trail, namings: [index] });
    else if (!same.namings.includes(index)) same.namings.push(index);
  };
  namings.forEach((naming, index) => {
    for (const written of naming.names) {
      const name = wordsOf(written);
      if (!name) continue;
      if (naming.matchCase) {
        add(exact, name, index);
        add(exact, { ...name, words: name.words.map((word) => word.toUpperCase()) }, index);
      } else {
        add(anyCase, { ...name, words: name.words.map((word) => word.toLowerCase()) }, index);
      }
    }
  });
  const empty = exact.next.size === 0 && anyCase.next.size === 0;

  /** The names written in `text`, in order, none overlapping another. */
  function find(text: string | null | undefined): NameFound[] {
    if (!text || empty) return [];
    const starts: number[] = [];
    const words: string[] = [];
    for (const match of text.matchAll(WORD)) {
      starts.push(match.index);
      words.push(match[0]);
    }
    const endOf = (at: number) => (starts[at] ?? 0) + (words[at]?.length ?? 0);
    const found: NameFound[] = [];
    let after = 0;
    for (let at = 0; at < words.length; at += 1) {
      if (at < after) continue;
      let best: { last: number; end: number; namings: number[] } | null = null;
      for (const [root, fold] of [
        [exact, false],
        [anyCase, true],
      ] as const) {
        let node: WordNode | undefined = root;
        for (let last = at; node && last < words.length; last += 1) {
          const word = words[last] ?? '';
          node = node.next.get(fold ? word.toLowerCase() : word);
          if (!node) break;
          for (const ending of node.endings) {
            const fits =
              ending.signs.every((sign, n) => between(text.slice(endOf(at + n), starts[at + n + 1])) === sign) &&
              (ending.trail === '' || text.startsWith(ending.trail, endOf(last)));
            if (!fits) continue;
            const end = endOf(last) + ending.trail.length;
            if (!best || end > best.end) best = { last, end, namings: [...ending.namings] };
            else if (end === best.end) best.namings.push(...ending.namings.filter((n) => !best?.namings.includes(n)));
          }
        }
      }
      if (best) {
        found.push({ start: starts[at] ?? 0, end: best.end, namings: best.namings });
        after = best.last + 1;
      }
    }
    return found;
  }

  /** Which namings a text names, each once. */
  const named = (text: string | null | undefined) => new Set(find(text).flatMap((match) => match.namings));

  return { find, named };
}

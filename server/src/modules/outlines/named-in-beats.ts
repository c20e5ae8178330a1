/**
 * Characters named plainly in beats (docs/decisions/175-names-written-in-beats.md): a character whose
 * name is written in a beat appears in it, as if linked with "@" or "Who's here", for every reader
 * (the outline and character answers, the cast page, the protagonist warning, the exports).
 *
 * A name counts as a whole word or words (not inside another word: "Ann" is not in "Anne" nor in
 * "Joanna"), spelled as the character's card spells it or in capitals ("Will" counts, "will" does
 * not: many names are words too), whatever spaces or line breaks stand between its words. The codex's
 * entries add aliases and a choice of case per entry (`textsNaming`, docs/decisions/177-the-codex.md).
 */

/** A beat as the readers name it (`act2a07`, or its id) and its text. */
export interface BeatText {
  reference: string;
  text: string | null;
}

/** A letter, digit, mark or underscore: a name must not touch one on either side. */
const WORD_CHAR = String.raw`[\p{L}\p{N}\p{M}_]`;

const escaped = (text: string) => text.replace(/[\\^$.*+?()[\]{}|/]/g, '\\$&');

/** The words of a name, one space apart: how a match and a name are compared. */
const wordsOf = (text: string) => text.trim().split(/\s+/u).filter(Boolean).join(' ');

/**
 * For each name (in the order given), the references of the beats that write it, in the beats'
 * order. One pass over each beat's text, whatever the number of names.
 */
export function beatsNaming(names: readonly string[], beats: readonly BeatText[]): string[][] {
  return textsNaming(
    names.map((name) => ({ names: [name], matchCase: true })),
    beats,
  );
}

/** An entry's names (its name and aliases) and whether they count only as written (or in capitals). */
export interface Naming {
  names: readonly string[];
  matchCase: boolean;
}

/**
 * For each naming (in the order given), the references of the texts that write one of its names,
 * in the texts' order: as written or in capitals when `matchCase`, else in any case (the codex's
 * entries, docs/decisions/177-the-codex.md). One pass per text for each of the two ways of matching.
 */
export function textsNaming(namings: readonly Naming[], texts: readonly BeatText[]): string[][] {
  const found = namings.map(() => [] as string[]);
  // Each way a name may be written, with the namings it names (two may share a name); the forms
  // of any case are kept in lower case.
  const exact = new Map<string, number[]>();
  const anyCase = new Map<string, number[]>();
  const add = (forms: Map<string, number[]>, form: string, index: number) => {
    const named = forms.get(form) ?? [];
    if (!named.includes(index)) forms.set(form, [...named, index]);
  };
  namings.forEach((naming, index) => {
    for (const name of naming.names) {
      const words = wordsOf(name);
      if (!words) continue;
      if (!naming.matchCase) add(anyCase, words.toLowerCase(), index);
      else for (const form of new Set([words, words.toUpperCase()])) add(exact, form, index);
    }
  });
  const patterns: [RegExp, (match: string) => number[] | undefined][] = [];
  if (exact.size > 0) {
    patterns.push([patternOf([...exact.keys()], 'gu'), (match) => exact.get(match) ?? exact.get(wordsOf(match))]);
  }
  if (anyCase.size > 0) {
    patterns.push([
      patternOf([...anyCase.keys()], 'giu'),
      (match) => anyCase.get(match.toLowerCase()) ?? anyCase.get(wordsOf(match).toLowerCase()),
    ]);
  }
  if (patterns.length === 0) return found;
  for (const text of texts) {
    if (!text.text) continue;
    const here = new Set<number>();
    for (const [pattern, namedBy] of patterns) {
      // Read as written first (one space between words, the usual case): no work per match.
      for (const match of text.text.matchAll(pattern)) for (const index of namedBy(match[0]) ?? []) here.add(index);
    }
    for (const index of here) found[index]?.push(text.reference);
  }
  return found;
}

/** One expression for every form, longer first, so "Anna Marie" is read whole rather than as "Anna". */
function patternOf(forms: string[], flags: string) {
  const alternatives = forms
    .sort((a, b) => b.length - a.length)
    .map((form) =>
      form
        .split(' ')
        .map(escaped)
        .join(String.raw`\s+`),
    );
  return new RegExp(`(?<!${WORD_CHAR})(?:${alternatives.join('|')})(?!${WORD_CHAR})`, flags);
}

/**
 * A character's beats as every reader sees them: those linked and those its name is written in, in
 * the story's order; `namedIn` says which are named (a link there cannot be taken out while the
 * name stays), and is left out when there are none.
 */
export function appearances(linked: readonly string[], named: readonly string[], beats: readonly BeatText[]) {
  if (named.length === 0) return { beats: [...linked] };
  const order = beats.map((beat) => beat.reference);
  const known = new Set(order);
  const all = new Set([...linked, ...named]);
  // A linked beat the story no longer lists cannot be: the reads name only the story's beats.
  return {
    beats: [...order.filter((reference) => all.has(reference)), ...linked.filter((reference) => !known.has(reference))],
    namedIn: [...named],
  };
}

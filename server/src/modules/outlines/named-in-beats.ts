/**
 * Characters named plainly in beats (docs/decisions/175-names-written-in-beats.md): a character whose
 * name is written in a beat appears in it, as if linked with "@" or "Who's here", for every reader
 * (the outline and character answers, the cast page, the protagonist warning, the exports).
 *
 * A name counts as a whole word or words (not inside another word: "Ann" is not in "Anne" nor in
 * "Joanna"), spelled as the character's card spells it or in capitals ("Will" counts, "will" does
 * not: many names are words too), whatever spaces or line breaks stand between its words. Aliases
 * and a per-name choice of case are issue 34's.
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
  const found = names.map(() => [] as string[]);
  // Each way a name may be written, with the characters it names (two may share a name).
  const forms = new Map<string, number[]>();
  names.forEach((name, index) => {
    const words = wordsOf(name);
    if (!words) return;
    for (const form of new Set([words, words.toUpperCase()])) forms.set(form, [...(forms.get(form) ?? []), index]);
  });
  if (forms.size === 0) return found;
  // Longer forms first, so "Anna Marie" is read whole rather than as "Anna".
  const alternatives = [...forms.keys()]
    .sort((a, b) => b.length - a.length)
    .map((form) =>
      form
        .split(' ')
        .map(escaped)
        .join(String.raw`\s+`),
    );
  const pattern = new RegExp(`(?<!${WORD_CHAR})(?:${alternatives.join('|')})(?!${WORD_CHAR})`, 'gu');
  for (const beat of beats) {
    if (!beat.text) continue;
    const here = new Set<number>();
    for (const match of beat.text.matchAll(pattern)) {
      // Read as written first (one space between words, the usual case): no work per match.
      for (const index of forms.get(match[0]) ?? forms.get(wordsOf(match[0])) ?? []) here.add(index);
    }
    for (const index of here) found[index]?.push(beat.reference);
  }
  return found;
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

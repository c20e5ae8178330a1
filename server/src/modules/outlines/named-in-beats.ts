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

import { nameMatcher, type Naming } from '@three-act/contract/names-in-text';

/** A beat as the readers name it (`act2a07`, or its id) and its text. */
export interface BeatText {
  reference: string;
  text: string | null;
}

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

/**
 * For each naming (in the order given), the references of the texts that write one of its names,
 * in the texts' order: as written or in capitals when `matchCase`, else in any case (the codex's
 * entries, docs/decisions/177-the-codex.md). The one matcher of the contract reads every text once.
 */
export function textsNaming(namings: readonly Naming[], texts: readonly BeatText[]): string[][] {
  const found = namings.map(() => [] as string[]);
  if (namings.length === 0) return found;
  const matcher = nameMatcher(namings);
  for (const text of texts) {
    if (!text.text) continue;
    for (const index of matcher.named(text.text)) found[index]?.push(text.reference);
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

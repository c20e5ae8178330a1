import diff from 'fast-diff';
import * as Y from 'yjs';

/**
 * A story's live document (decision 192): its title as `title`, and each beat's text under `beats`
 * by the reference the spec's routes name it by (`act2a07` on the Three Act structure, else its id).
 * The server makes every entry from the rows; clients only edit the texts.
 */
export const TITLE = 'title';
const BEATS = 'beats';

/** What the rows say the document's texts are: null and '' are the same empty text. */
export interface StoryTexts {
  title: string | null;
  beats: ReadonlyMap<string, string | null>;
}

const titleOf = (doc: Y.Doc) => doc.getText(TITLE);
const beatsOf = (doc: Y.Doc) => doc.getMap<Y.Text>(BEATS);

/**
 * Makes `text` read `next` through the smallest edit fast-diff finds, so what others typed around
 * the change at the same time survives the merge.
 */
function rewrite(text: Y.Text, next: string) {
  let index = 0;
  for (const [operation, chunk] of diff(text.toString(), next)) {
    if (operation === diff.EQUAL) index += chunk.length;
    else if (operation === diff.DELETE) text.delete(index, chunk.length);
    else {
      text.insert(index, chunk);
      index += chunk.length;
    }
  }
}

/**
 * Brings the rows' texts into the document in one transaction: a changed text is rewritten, a new
 * beat gets its text, a beat the story no longer has goes. True when anything changed.
 */
export function bringIn(doc: Y.Doc, rows: StoryTexts, origin?: unknown): boolean {
  let changed = false;
  doc.transact(() => {
    const title = titleOf(doc);
    if (title.toString() !== (rows.title ?? '')) {
      rewrite(title, rows.title ?? '');
      changed = true;
    }
    const beats = beatsOf(doc);
    for (const [reference, text] of rows.beats) {
      const held = beats.get(reference);
      if (!held) beats.set(reference, new Y.Text(text ?? ''));
      else if (held.toString() !== (text ?? '')) rewrite(held, text ?? '');
      else continue;
      changed = true;
    }
    for (const reference of [...beats.keys()]) {
      if (!rows.beats.has(reference)) {
        beats.delete(reference);
        changed = true;
      }
    }
  }, origin);
  return changed;
}

/** The document's texts as they read now. */
export function textsOf(doc: Y.Doc): { title: string; beats: Map<string, string> } {
  const beats = new Map<string, string>();
  beatsOf(doc).forEach((text, reference) => beats.set(reference, text.toString()));
  return { title: titleOf(doc).toString(), beats };
}

/**
 * The fields a transaction changed, as the rows name them: `title`, or a beat's reference. Used to
 * know who wrote what (each store's revisions name their author).
 */
export function fieldsChanged(doc: Y.Doc, transaction: Y.Transaction): string[] {
  const title: unknown = titleOf(doc);
  const beats = beatsOf(doc);
  const fields = new Set<string>();
  for (const type of transaction.changed.keys()) {
    if (type === title) fields.add(TITLE);
    else if (type instanceof Y.Text && type.parent === beats) {
      const reference = type._item?.parentSub;
      if (reference) fields.add(reference);
    }
  }
  return [...fields];
}

import diff from 'fast-diff';
import * as Y from 'yjs';
import { normalizeRichText, readRichText, writeRichText } from './rich-text';

/**
 * A story's live document (decision 192): its title as `title`, each beat's text under `beats` by
 * the reference the spec's routes name it by (`act2a07` on the Three Act structure, else its id),
 * and the rich texts as ProseMirror fragments: each scene's summary under `scenes` and each codex
 * entry's description under `entries`, by id. The server makes every entry from the rows; clients
 * only edit the texts.
 */
export const TITLE = 'title';
const BEATS = 'beats';
const SCENES = 'scenes';
const ENTRIES = 'entries';

/** The rich texts' maps and how a field of one is named where its writer is kept (`scene:<id>`). */
const RICH = [
  { map: SCENES, field: 'scene' },
  { map: ENTRIES, field: 'entry' },
] as const;
export type RichKind = (typeof RICH)[number]['field'];

/** What the rows say the document's texts are: null and '' are the same empty text. */
export interface StoryTexts {
  title: string | null;
  beats: ReadonlyMap<string, string | null>;
  /** Rich texts (HTML) by kind and id: scene summaries, entry descriptions. */
  scenes: ReadonlyMap<string, string | null>;
  entries: ReadonlyMap<string, string | null>;
}

const titleOf = (doc: Y.Doc) => doc.getText(TITLE);
const beatsOf = (doc: Y.Doc) => doc.getMap<Y.Text>(BEATS);
const richOf = (doc: Y.Doc, map: string) => doc.getMap<Y.XmlFragment>(map);

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
    for (const { map } of RICH) {
      const held = richOf(doc, map);
      for (const [id, html] of map === SCENES ? rows.scenes : rows.entries) {
        let fragment = held.get(id);
        if (!fragment) {
          fragment = new Y.XmlFragment();
          held.set(id, fragment);
        } else if (readRichText(fragment) === normalizeRichText(html ?? '')) continue;
        writeRichText(fragment, html ?? '');
        changed = true;
      }
      for (const id of [...held.keys()]) {
        if (!(map === SCENES ? rows.scenes : rows.entries).has(id)) {
          held.delete(id);
          changed = true;
        }
      }
    }
  }, origin);
  return changed;
}

/** The document's plain texts as they read now: the title and the beats. */
export function textsOf(doc: Y.Doc) {
  const beats = new Map<string, string>();
  beatsOf(doc).forEach((text, reference) => beats.set(reference, text.toString()));
  return { title: titleOf(doc).toString(), beats };
}

/** A scene's summary or an entry's description as the sanitised HTML the rows keep; undefined when the document has none. */
export function richTextOf(doc: Y.Doc, kind: RichKind, id: string): string | undefined {
  const fragment = richOf(doc, kind === 'scene' ? SCENES : ENTRIES).get(id);
  return fragment && readRichText(fragment);
}

/**
 * The fields a transaction changed, as the rows name them: `title`, or a beat's reference. Used to
 * know who wrote what (each store's revisions name their author).
 */
export function fieldsChanged(doc: Y.Doc, transaction: Y.Transaction): string[] {
  const title: unknown = titleOf(doc);
  const beats = beatsOf(doc);
  const rich = new Map<unknown, RichKind>(RICH.map(({ map, field }) => [richOf(doc, map), field]));
  const fields = new Set<string>();
  for (const changed of transaction.changed.keys()) {
    if (changed === title) fields.add(TITLE);
    else if (changed instanceof Y.Text && changed.parent === beats) {
      const reference = changed._item?.parentSub;
      if (reference) fields.add(reference);
    } else {
      // A change deep in a rich text: the fragment it is in names the scene or entry.
      let type: Y.AbstractType<unknown> | null = changed as Y.AbstractType<unknown>;
      while (type?.parent && !rich.has(type.parent)) type = type.parent as Y.AbstractType<unknown>;
      const kind = type?.parent ? rich.get(type.parent) : undefined;
      const id = type?._item?.parentSub;
      if (kind && id) fields.add(`${kind}:${id}`);
    }
  }
  return [...fields];
}

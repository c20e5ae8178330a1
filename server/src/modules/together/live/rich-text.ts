import { getSchema } from '@tiptap/core';
import { DOMParser, DOMSerializer, type Node as ProseMirrorNode } from '@tiptap/pm/model';
import StarterKit from '@tiptap/starter-kit';
import { updateYFragment, yXmlFragmentToProseMirrorRootNode } from '@tiptap/y-tiptap';
import { RICH_TEXT_KIT } from '@three-act/contract/rich-text';
import { Window } from 'happy-dom';
import type * as Y from 'yjs';
import { sanitizeRichText } from '../../../lib/sanitize-html';

/**
 * The rich texts of a live document (decision 192): ProseMirror content in a `Y.XmlFragment`, as
 * the browser's TipTap editor (its collaboration extension) reads and writes it, with the editor's
 * own schema; the rows hold it as sanitised HTML. A DOM for parsing and writing HTML comes from
 * happy-dom, one window for the process.
 */
const schema = getSchema([StarterKit.configure({ ...RICH_TEXT_KIT, link: { openOnClick: false } })]);
const window = new Window();
const document = window.document as unknown as Document;
const parser = DOMParser.fromSchema(schema);
const serializer = DOMSerializer.fromSchema(schema);

/** The ProseMirror document of stored HTML. */
function parse(html: string): ProseMirrorNode {
  const body = document.createElement('div');
  body.innerHTML = html;
  return parser.parse(body);
}

/** Makes `fragment` hold `html` through the smallest change the binding finds (what others type around it survives). */
export function writeRichText(fragment: Y.XmlFragment, html: string) {
  const doc = fragment.doc;
  if (!doc) throw new Error('A rich text outside a document');
  updateYFragment(doc, fragment, parse(html), { mapping: new Map(), isOMark: new Map() });
}

/** HTML as a rich text of the editor reads back: what `readRichText` answers for it once written. */
export function normalizeRichText(html: string): string {
  return html ? serialize(parse(html)) : '';
}

/** The fragment's text as the sanitised HTML the rows keep; '' when it holds nothing but an empty paragraph. */
export function readRichText(fragment: Y.XmlFragment): string {
  return serialize(yXmlFragmentToProseMirrorRootNode(fragment, schema));
}

function serialize(node: ProseMirrorNode): string {
  const empty = node.childCount === 1 && node.firstChild?.isTextblock && node.firstChild.content.size === 0;
  if (node.childCount === 0 || empty) return '';
  const container = document.createElement('div');
  container.appendChild(serializer.serializeFragment(node.content, { document }));
  return sanitizeRichText(container.innerHTML);
}

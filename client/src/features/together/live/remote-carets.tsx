import getCaretCoordinates from 'textarea-caret';
import { useEffect, useLayoutEffect, useReducer, useRef, type CSSProperties } from 'react';
import * as Y from 'yjs';
import type { TextControl } from './bind-textarea';
import { placeOf, useOthers, type AwarenessLike, type Presence } from './presence';

interface RemoteCaretsProps {
  /** The field's name: "title" or a beat's reference. */
  field: string;
  element: TextControl;
  doc: Y.Doc;
  awareness: AwarenessLike;
}

/** The field's shared text, if the document holds one. */
export function textOf(doc: Y.Doc, field: string): Y.Text | null {
  if (field === 'title') return doc.getText('title');
  const text = doc.getMap('beats').get(field);
  return text instanceof Y.Text ? text : null;
}

/** Where a relative position (as JSON) is now in `text`, or null if it is elsewhere or gone. */
function indexIn(doc: Y.Doc, text: Y.Text, position: unknown): number | null {
  if (!position || typeof position !== 'object') return null;
  try {
    const found = Y.createAbsolutePositionFromRelativePosition(Y.createRelativePositionFromJSON(position), doc);
    return found && found.type === text ? Math.min(found.index, text.length) : null;
  } catch {
    return null;
  }
}

/** The height a name needs above a caret (px). */
const NAME_ROOM = 18;

interface Drawn {
  client: number;
  name: string;
  color: string;
  caret: { top: number; left: number; height: number };
  /** The selection's rectangles, line by line (none for a caret alone). */
  rects: { top: number; left: number; width: number; height: number }[];
}

/** A line's height where the box does not say (a line height of "normal"): about one line of text. */
const LINE = 20;

/** textarea-caret's coordinates, a line's height where the style gives none. */
function caretAt(element: TextControl, index: number) {
  const caret = getCaretCoordinates(element, index);
  return { top: caret.top, left: caret.left, height: Number.isFinite(caret.height) ? caret.height : LINE };
}

/** A selection from `from` to `to` drawn as up to three rectangles: its first line, the lines between, its last. */
function selectionRects(element: TextControl, from: number, to: number, scroll: { top: number; left: number }) {
  if (from === to) return [];
  const start = caretAt(element, from);
  const end = caretAt(element, to);
  const inner = element.clientWidth + element.clientLeft;
  const padLeft = parseFloat(getComputedStyle(element).paddingLeft) || 0;
  const left = element.clientLeft + padLeft;
  const shift = (rect: { top: number; left: number; width: number; height: number }) => ({
    ...rect,
    top: rect.top - scroll.top,
    left: rect.left - scroll.left,
  });
  if (start.top === end.top) {
    return [shift({ top: start.top, left: start.left, width: end.left - start.left, height: start.height })];
  }
  const rects = [shift({ top: start.top, left: start.left, width: inner - start.left, height: start.height })];
  const between = end.top - (start.top + start.height);
  if (between > 0) rects.push(shift({ top: start.top + start.height, left, width: inner - left, height: between }));
  rects.push(shift({ top: end.top, left, width: end.left - left, height: end.height }));
  return rects;
}

function draw(element: TextControl, doc: Y.Doc, text: Y.Text, others: Presence[]): Drawn[] {
  const scroll = { top: element.scrollTop, left: element.scrollLeft };
  const drawn: Drawn[] = [];
  for (const other of others) {
    const head = indexIn(doc, text, other.selection?.head);
    if (head === null) continue;
    const anchor = indexIn(doc, text, other.selection?.anchor) ?? head;
    const caret = caretAt(element, head);
    drawn.push({
      client: other.client,
      name: other.user.name,
      color: other.user.color,
      caret: { top: caret.top - scroll.top, left: caret.left - scroll.left, height: caret.height },
      rects: selectionRects(element, Math.min(anchor, head), Math.max(anchor, head), scroll),
    });
  }
  return drawn;
}

/**
 * The other writers' carets and selections in one live field, in their colours with their names
 * (decision 192): an overlay laid exactly over the text box, that follows its scrolling and size
 * and the text as it changes. Hidden from screen readers: the presence list says who is where.
 */
export function RemoteCarets({ field, element, doc, awareness }: RemoteCaretsProps) {
  const here = placeOf(field);
  const others = useOthers(awareness).filter((other) => other.place?.field === here && other.selection);
  const overlay = useRef<HTMLDivElement>(null);
  // Scrolling, resizing and typing move the carets: each asks for a new drawing.
  const [, redraw] = useReducer((count: number) => count + 1, 0);

  useEffect(() => {
    const text = textOf(doc, field);
    const resized = typeof ResizeObserver === 'undefined' ? null : new ResizeObserver(() => redraw());
    resized?.observe(element);
    element.addEventListener('scroll', redraw, { passive: true });
    window.addEventListener('resize', redraw);
    text?.observe(redraw);
    return () => {
      resized?.disconnect();
      element.removeEventListener('scroll', redraw);
      window.removeEventListener('resize', redraw);
      text?.unobserve(redraw);
    };
  }, [doc, field, element]);

  // The overlay lies exactly on the box, wherever its positioned ancestor is (after every drawing).
  useLayoutEffect(() => {
    const shown = overlay.current;
    if (!shown) return;
    const parent = shown.offsetParent ?? element.ownerDocument.body;
    const outer = element.getBoundingClientRect();
    const inside = parent.getBoundingClientRect();
    Object.assign(shown.style, {
      top: `${outer.top - inside.top - parent.clientTop + parent.scrollTop}px`,
      left: `${outer.left - inside.left - parent.clientLeft + parent.scrollLeft}px`,
      width: `${outer.width}px`,
      height: `${outer.height}px`,
    });
  });

  const text = textOf(doc, field);
  const drawn = text ? draw(element, doc, text, others) : [];
  if (others.length === 0) return null;
  return (
    <div ref={overlay} className="live-carets" aria-hidden="true">
      {drawn.map((other) => (
        <div
          key={other.client}
          className="live-carets__writer"
          style={{ '--writer-color': other.color } as CSSProperties}
        >
          {other.rects.map((rect, index) => (
            <span key={index} className="live-carets__selection" style={rect} />
          ))}
          {/* On the first line the name goes under the caret: above, the box would cut it off. */}
          <span
            className={
              other.caret.top < NAME_ROOM ? 'live-carets__caret live-carets__caret--first-line' : 'live-carets__caret'
            }
            style={other.caret}
          >
            <span className="live-carets__name">{other.name}</span>
          </span>
        </div>
      ))}
    </div>
  );
}

import diff from 'fast-diff';
import * as Y from 'yjs';

/** A text box a shared text can be bound to: an answer's textarea or the title's input. */
export type TextControl = HTMLTextAreaElement | HTMLInputElement;

/** A bound text box: what the page writes itself goes through `write`; `destroy` unbinds it. */
export interface TextBinding {
  /**
   * A text the page put in the box without a key (an "@" choice, a version put back): the
   * shared text takes it as this writer's change.
   */
  write: (text: string) => void;
  destroy: () => void;
}

interface BindOptions {
  /**
   * Told the box's text each time the shared text changes elsewhere (another writer, the device's
   * copy), after the box shows it: the form follows, so its counts do.
   */
  onRemote?: (text: string) => void;
}

/**
 * Binds a text box to a shared text (decision 192): what is typed becomes the smallest change to
 * the shared text (fast-diff, told where the caret is, so "aa" → "aaa" inserts where the key was
 * pressed), in a transaction of this binding's own origin; what others change shows in the box
 * with the caret and selection kept where they were in the text around them (relative positions).
 * While an input method composes a word, others' changes wait for it to end.
 */
export function bindTextarea(element: TextControl, text: Y.Text, { onRemote }: BindOptions = {}): TextBinding {
  const doc = text.doc;
  if (!doc) throw new Error('The shared text must belong to a document');
  /** This binding's origin: its own transactions are not written back into the box. */
  const origin = { binding: element.name || 'text' };
  /**
   * While an input method composes: the box's text and selection when it began, the selection
   * also relative to the shared text, so the composed word lands there whatever changed meanwhile.
   */
  let composing: { base: string; start: number; end: number; from: Y.RelativePosition; to: Y.RelativePosition } | null =
    null;
  let stale = false;
  /** The selection before a change from elsewhere, relative to the text around it. */
  let kept: { anchor: Y.RelativePosition; head: Y.RelativePosition; backward: boolean } | null = null;

  /** The selection just before a key changed the text (beforeinput), to tell a replaced selection. */
  let selected: { index: number; length: number } | null = null;

  /**
   * The smallest change from the shared text to `next`. fast-diff is told where the edit was: the
   * selection before it when known, else where the caret was before the text grew or shrank.
   */
  const apply = (next: string, caret: number | null) => {
    const current = text.toString();
    if (current === next) return;
    const before = selected ?? (caret === null ? null : { index: caret - (next.length - current.length), length: 0 });
    selected = null;
    const changes =
      caret === null || !before || before.index < 0 || before.index + before.length > current.length
        ? diff(current, next)
        : diff(current, next, { oldRange: before, newRange: { index: caret, length: 0 } });
    doc.transact(() => {
      let index = 0;
      for (const [operation, part] of changes) {
        if (operation === diff.EQUAL) index += part.length;
        else if (operation === diff.DELETE) text.delete(index, part.length);
        else {
          text.insert(index, part);
          index += part.length;
        }
      }
    }, origin);
  };

  const onBeforeInput = () => {
    const start = element.selectionStart ?? 0;
    selected = { index: start, length: (element.selectionEnd ?? start) - start };
  };

  const onInput = () => {
    if (composing) return;
    apply(element.value, element.selectionStart);
  };

  const keepSelection = (transaction: Y.Transaction) => {
    if (transaction.origin === origin) return;
    const start = element.selectionStart ?? 0;
    const end = element.selectionEnd ?? start;
    const backward = element.selectionDirection === 'backward';
    kept = {
      anchor: Y.createRelativePositionFromTypeIndex(text, Math.min(start, text.length)),
      head: Y.createRelativePositionFromTypeIndex(text, Math.min(end, text.length)),
      backward,
    };
  };

  const absolute = (position: Y.RelativePosition, fallback: number) => {
    const found = Y.createAbsolutePositionFromRelativePosition(position, doc);
    return found && found.type === text ? found.index : fallback;
  };

  /** Shows the shared text in the box, the caret where it was in the words around it. */
  const show = () => {
    const next = text.toString();
    if (element.value === next) return;
    const { scrollTop } = element;
    const start = kept ? absolute(kept.anchor, next.length) : null;
    const end = kept ? absolute(kept.head, next.length) : null;
    const backward = kept?.backward ?? false;
    kept = null;
    onRemote?.(next);
    if (element.value !== next) element.value = next;
    if (start !== null && end !== null) element.setSelectionRange(start, end, backward ? 'backward' : 'forward');
    element.scrollTop = scrollTop;
  };

  const onChange = (_event: Y.YTextEvent, transaction: Y.Transaction) => {
    if (transaction.origin === origin) return;
    if (composing) stale = true;
    else show();
  };

  const onCompositionStart = () => {
    const start = element.selectionStart ?? 0;
    const end = element.selectionEnd ?? start;
    composing = {
      base: element.value,
      start,
      end,
      from: Y.createRelativePositionFromTypeIndex(text, Math.min(start, text.length)),
      to: Y.createRelativePositionFromTypeIndex(text, Math.min(end, text.length)),
    };
  };
  const onCompositionEnd = () => {
    const began = composing;
    composing = null;
    if (!began) return;
    if (!stale) {
      apply(element.value, element.selectionStart);
      return;
    }
    // Others changed the text meanwhile: the composed word replaces what was selected when
    // composing began, where that now is; then the box shows it all.
    stale = false;
    const { base, start, end } = began;
    const value = element.value;
    const tail = base.length - end;
    if (value.startsWith(base.slice(0, start)) && value.endsWith(base.slice(end)) && value.length - tail >= start) {
      const from = absolute(began.from, text.length);
      const to = Math.max(from, absolute(began.to, from));
      doc.transact(() => {
        text.delete(from, to - from);
        text.insert(from, value.slice(start, value.length - tail));
      }, origin);
      kept = {
        anchor: Y.createRelativePositionFromTypeIndex(text, from + value.length - tail - start),
        head: Y.createRelativePositionFromTypeIndex(text, from + value.length - tail - start),
        backward: false,
      };
    } else {
      kept = null;
    }
    show();
  };

  // The box starts with the shared text.
  if (element.value !== text.toString()) {
    element.value = text.toString();
    onRemote?.(element.value);
  }
  element.addEventListener('beforeinput', onBeforeInput);
  element.addEventListener('input', onInput);
  element.addEventListener('compositionstart', onCompositionStart);
  element.addEventListener('compositionend', onCompositionEnd);
  doc.on('beforeTransaction', keepSelection);
  text.observe(onChange);

  return {
    write: (next) => apply(next, null),
    destroy: () => {
      element.removeEventListener('beforeinput', onBeforeInput);
      element.removeEventListener('input', onInput);
      element.removeEventListener('compositionstart', onCompositionStart);
      element.removeEventListener('compositionend', onCompositionEnd);
      doc.off('beforeTransaction', keepSelection);
      text.unobserve(onChange);
    },
  };
}

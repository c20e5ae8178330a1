import * as Y from 'yjs';
import { bindTextarea } from './bind-textarea';

/** Two writers' documents, each update sent to the other at once (as the server would relay it). */
function twoWriters(start = '') {
  const docs = [new Y.Doc(), new Y.Doc()] as const;
  const [a, b] = docs;
  a.getText('title').insert(0, start);
  Y.applyUpdate(b, Y.encodeStateAsUpdate(a));
  let relay = true;
  a.on('update', (update: Uint8Array, origin: unknown) => {
    if (relay && origin !== 'relay') Y.applyUpdate(b, update, 'relay');
  });
  b.on('update', (update: Uint8Array, origin: unknown) => {
    if (relay && origin !== 'relay') Y.applyUpdate(a, update, 'relay');
  });
  const boxes = docs.map(() => {
    const box = document.createElement('textarea');
    document.body.append(box);
    return box;
  });
  const followed: string[][] = [[], []];
  const bindings = docs.map((doc, index) =>
    bindTextarea(boxes[index]!, doc.getText('title'), { onRemote: (text) => followed[index]!.push(text) }),
  );
  return {
    docs,
    boxes: boxes as [HTMLTextAreaElement, HTMLTextAreaElement],
    bindings,
    followed,
    /** Holds both writers' updates until `reconnect` (two writers typing at once, or offline). */
    disconnect: () => {
      relay = false;
    },
    reconnect: () => {
      relay = true;
      Y.applyUpdate(b, Y.encodeStateAsUpdate(a, Y.encodeStateVector(b)), 'relay');
      Y.applyUpdate(a, Y.encodeStateAsUpdate(b, Y.encodeStateVector(a)), 'relay');
    },
  };
}

/** Types as a browser does: the box's value and caret change, then an input event. */
function type(box: HTMLTextAreaElement, at: number, typed: string, removing = 0) {
  box.focus();
  box.value = box.value.slice(0, at) + typed + box.value.slice(at + removing);
  box.setSelectionRange(at + typed.length, at + typed.length);
  box.dispatchEvent(new Event('input', { bubbles: true }));
}

afterEach(() => {
  document.body.innerHTML = '';
});

describe('bindTextarea', () => {
  it('shows the shared text in the box when bound, and tells the form', () => {
    const { boxes, followed } = twoWriters('The lamp');
    expect(boxes[0].value).toBe('The lamp');
    expect(boxes[1].value).toBe('The lamp');
    expect(followed[0]).toEqual(['The lamp']);
  });

  it('sends what one writer types to the other writer’s box, and their form follows', () => {
    const { boxes, docs, followed } = twoWriters('The lamp');
    type(boxes[0], 8, ' goes dark');
    expect(docs[0].getText('title').toString()).toBe('The lamp goes dark');
    expect(boxes[1].value).toBe('The lamp goes dark');
    expect(followed[1]).toContain('The lamp goes dark');
    // A writer's own key is not "from elsewhere".
    expect(followed[0]).toEqual(['The lamp']);

    type(boxes[1], 4, '', 5); // deletes "lamp "
    expect(boxes[0].value).toBe('The goes dark');
  });

  it('changes only what was typed: a repeated letter goes where the caret is', () => {
    const { boxes, docs } = twoWriters('aa');
    const changes: unknown[] = [];
    docs[1].getText('title').observe((event) => changes.push(event.delta));
    type(boxes[0], 1, 'a');
    expect(changes).toEqual([[{ retain: 1 }, { insert: 'a' }]]);
  });

  it('keeps both writers’ changes made at the same time', () => {
    const { boxes, disconnect, reconnect } = twoWriters('The lamp goes dark.');
    disconnect();
    type(boxes[0], 0, 'At dawn, ');
    type(boxes[1], 19, ' She waits.');
    reconnect();
    expect(boxes[0].value).toBe('At dawn, The lamp goes dark. She waits.');
    expect(boxes[1].value).toBe(boxes[0].value);
  });

  it('keeps the caret and the selection in place when another writer inserts before them', () => {
    const { boxes } = twoWriters('The lamp goes dark.');
    boxes[1].focus();
    boxes[1].setSelectionRange(9, 13); // "goes"
    type(boxes[0], 0, 'At dawn, ');
    boxes[1].focus();
    expect(boxes[1].value).toBe('At dawn, The lamp goes dark.');
    expect(boxes[1].value.slice(boxes[1].selectionStart, boxes[1].selectionEnd)).toBe('goes');

    // An insert after the caret leaves it where it is.
    boxes[1].setSelectionRange(4, 4);
    type(boxes[0], 28, ' Then quiet.');
    boxes[1].focus();
    expect(boxes[1].selectionStart).toBe(4);
  });

  it('writes a text the page set itself as the writer’s change', () => {
    const { boxes, bindings } = twoWriters('Mara meets @');
    boxes[0].value = 'Mara meets Tomas Reed';
    bindings[0]!.write('Mara meets Tomas Reed');
    expect(boxes[1].value).toBe('Mara meets Tomas Reed');
  });

  it('lets an input method finish its word before showing others’ changes', () => {
    const { boxes } = twoWriters('ab');
    boxes[1].dispatchEvent(new Event('compositionstart'));
    type(boxes[0], 0, 'X');
    expect(boxes[1].value).toBe('ab');
    boxes[1].value = 'abか';
    boxes[1].setSelectionRange(3, 3);
    boxes[1].dispatchEvent(new Event('compositionend'));
    expect(boxes[1].value).toBe('Xabか');
    expect(boxes[0].value).toBe('Xabか');
  });

  it('stops following once destroyed', () => {
    const { boxes, bindings } = twoWriters('one');
    bindings[1]!.destroy();
    type(boxes[0], 3, ' two');
    expect(boxes[1].value).toBe('one');
    type(boxes[1], 3, '!');
    expect(boxes[0].value).toBe('one two');
  });
});

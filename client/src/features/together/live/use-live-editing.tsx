import { useCallback, useMemo, type ReactNode } from 'react';
import * as Y from 'yjs';
import { useTogetherT, type TogetherT } from '../words';
import { bindTextarea, type TextBinding, type TextControl } from './bind-textarea';
import { placeOf, useOthers, type AwarenessLike } from './presence';
import { PresenceList } from './presence-list';
import { RemoteCarets, textOf } from './remote-carets';
import type { LiveStory } from './use-live-story';

/** A field bound live: `write` takes a text the page set itself (an "@" choice, a version put back). */
interface LiveHandle {
  write: (text: string) => void;
  destroy: () => void;
}

/**
 * What a form needs to edit some of its fields live (decision 192); the act form's `live` prop.
 * Null from `useLiveEditing` when the story is not live (or the server refused it): the form then
 * saves as a story of one writer does.
 */
export interface LiveEditing {
  /** The fields edited live; null while the document loads (those fields wait, read-only). */
  fields: ReadonlySet<string> | null;
  /**
   * Binds a live field's text box to its shared text; `follow` is told every text from elsewhere
   * (the form's value follows); `label` says where the writer is ("5. Fun and games"). Stable.
   */
  bind: (field: string, element: TextControl, follow: (text: string) => void, label: string) => LiveHandle;
  /** The save bar's words about the live fields ("Live — saved", "Offline — kept on this device"). */
  status: string;
  /** Drawn beside a live field's box: the others' carets and selections there. Stable. */
  overField: (field: string, element: TextControl) => ReactNode;
  /** Who else is here, and where. */
  presence: ReactNode;
}

/** The save bar's words for where the live document stands. */
export function liveStatus(t: TogetherT, live: LiveStory): string {
  if (live.phase === 'wait') return t('Connecting…');
  if (live.connection === 'live') return live.unsynced ? t('Live — saving…') : t('Live — saved');
  if (live.unsynced) return t('Offline — kept on this device');
  return live.connection === 'connecting' ? t('Connecting…') : t('Offline — nothing waiting');
}

/**
 * Tells the others where this writer is in a field and what they selected, relative to its
 * shared text; nothing while the box does not have the focus.
 */
function tellWhere(awareness: AwarenessLike, doc: Y.Doc, field: string, element: TextControl, label: string) {
  let last = '';
  const tell = () => {
    const text = textOf(doc, field);
    const focused = element.ownerDocument.activeElement === element;
    if (!text || !focused) return;
    const start = Math.min(element.selectionStart ?? 0, text.length);
    const end = Math.min(element.selectionEnd ?? start, text.length);
    const [anchor, head] = element.selectionDirection === 'backward' ? [end, start] : [start, end];
    const said = `${anchor}:${head}:${text.length}`;
    if (said === last) return;
    last = said;
    const position = (index: number) => Y.relativePositionToJSON(Y.createRelativePositionFromTypeIndex(text, index));
    awareness.setLocalStateField('place', { field: placeOf(field), label });
    awareness.setLocalStateField('selection', { anchor: position(anchor), head: position(head) });
  };
  const leave = () => {
    last = '';
    awareness.setLocalStateField('place', null);
    awareness.setLocalStateField('selection', null);
  };
  const onSelectionChange = () => {
    if (element.ownerDocument.activeElement === element) tell();
  };
  // A box's own selectionchange (which main.tsx stops at the app's root), and the document's where a
  // browser fires it there.
  const events = ['focus', 'select', 'selectionchange', 'input', 'keyup', 'pointerup'] as const;
  for (const event of events) element.addEventListener(event, tell);
  element.addEventListener('blur', leave);
  element.ownerDocument.addEventListener('selectionchange', onSelectionChange);
  return () => {
    for (const event of events) element.removeEventListener(event, tell);
    element.removeEventListener('blur', leave);
    element.ownerDocument.removeEventListener('selectionchange', onSelectionChange);
    if (element.ownerDocument.activeElement === element) leave();
  };
}

/**
 * The act form's live editing from a story's live document (`useLiveStory`): the binding of each
 * field, the others' carets, the list of who is here, the save bar's words. `where` starts each
 * place this writer is at ("Act II"), so others read "Act II, 5. Fun and games". `expected` when
 * the story is live (`outline.live`): until its document opens, the fields wait.
 */
export function useLiveEditing(live: LiveStory | null, where: string, expected: boolean): LiveEditing | null {
  const { t } = useTogetherT();
  const doc = live?.doc;
  const awareness = live?.awareness;
  const others = useOthers(live && live.phase !== 'off' ? live.awareness : null);

  const bind = useCallback(
    (field: string, element: TextControl, follow: (text: string) => void, label: string): LiveHandle => {
      if (!doc || !awareness) return { write: () => undefined, destroy: () => undefined };
      let binding: TextBinding | null = null;
      const attach = () => {
        binding?.destroy();
        const text = textOf(doc, field);
        binding = text ? bindTextarea(element, text, { onRemote: follow }) : null;
      };
      attach();
      // The server may replace a beat's text (a version put back): the box follows the new one.
      const beats = doc.getMap('beats');
      const replaced = (event: Y.YMapEvent<unknown>) => {
        if (event.keysChanged.has(field)) attach();
      };
      if (field !== 'title') beats.observe(replaced);
      const untell = tellWhere(awareness, doc, field, element, t('{{act}}, {{place}}', { act: where, place: label }));
      return {
        write: (text) => binding?.write(text),
        destroy: () => {
          if (field !== 'title') beats.unobserve(replaced);
          untell();
          binding?.destroy();
        },
      };
    },
    [doc, awareness, t, where],
  );

  const overField = useCallback(
    (field: string, element: TextControl) =>
      doc && awareness ? <RemoteCarets field={field} element={element} doc={doc} awareness={awareness} /> : null,
    [doc, awareness],
  );

  const phase = live?.phase ?? (expected ? 'wait' : undefined);
  const fields = live?.fields;
  const status = live ? liveStatus(t, live) : t('Connecting…');
  const presence = useMemo(() => <PresenceList others={others} />, [others]);
  return useMemo(
    () =>
      !phase || phase === 'off'
        ? null
        : { fields: phase === 'live' ? (fields ?? null) : null, bind, status, overField, presence },
    [phase, fields, bind, status, overField, presence],
  );
}

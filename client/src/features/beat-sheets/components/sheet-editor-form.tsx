import {
  closestCenter,
  DndContext,
  DragOverlay,
  KeyboardSensor,
  PointerSensor,
  pointerWithin,
  useSensor,
  useSensors,
  type Announcements,
  type CollisionDetection,
  type DragEndEvent,
  type DragOverEvent,
  type DragStartEvent,
  type UniqueIdentifier,
} from '@dnd-kit/core';
import { SortableContext, sortableKeyboardCoordinates, verticalListSortingStrategy } from '@dnd-kit/sortable';
import type { BeatSheet } from '@three-act/contract/beat-sheets';
import { ACTS_MAX, BEATS_PER_STORY_MAX, SHEET_DESCRIPTION_MAX, SHEET_NAME_MAX } from '@three-act/contract/limits';
import type { TFunction } from 'i18next';
import { useEffect, useReducer, useRef, useState, type KeyboardEvent } from 'react';
import { Link, useLocation } from 'react-router-dom';
import { PageTitle } from '../../../components/layout/page-title';
import { Field } from '../../../components/ui/field';
import { FormSummary } from '../../../components/ui/form-summary';
import { failureErrors } from '../../../lib/api';
import { useErrorsT } from '../../../lib/error-words';
import { formatClock } from '../../../lib/format-date';
import { saveBarStatusClass } from '../../../lib/save-status';
import { useUnsavedChanges } from '../../../lib/use-unsaved-changes';
import { useSaveBeatSheetMutation } from '../beat-sheets-api';
import {
  actAdded,
  actMoved,
  actRemoved,
  actRenamed,
  adoptSaved,
  beatAdded,
  beatChanged,
  beatMoved,
  beatOffsets,
  beatRemoved,
  beatStep,
  beatTotal,
  bodyOf,
  canAddAct,
  canAddBeat,
  canMoveAct,
  canRemoveAct,
  canRemoveBeat,
  checkDraft,
  descriptionChanged,
  draftOf,
  nameChanged,
  placeErrors,
  placeOfBeat,
  replaced,
  sameSheet,
  sheetEditorReducer,
  type PlacedErrors,
  type SheetDraft,
} from '../sheet-editor';
import { ActEditor } from './act-editor';
import { AdoptedCredit } from './adopted-credit';
import { PublishControl } from './publish-control';
import { BeatEditor } from './beat-editor';
import { HANDLE } from './move-buttons';
import { useBeatSheetsT } from '../words';

type SaveState =
  { kind: 'idle' } | { kind: 'saving' } | { kind: 'saved'; at: Date } | { kind: 'refused'; message: string };

const NO_ERRORS: PlacedErrors = { fields: {}, others: [] };

/** The save bar's status; a refusal's reason is already in the interface's language. */
function statusText(t: TFunction, language: string, state: SaveState, dirty: boolean): string {
  switch (state.kind) {
    case 'saving':
      return t('Saving…');
    case 'refused':
      return t('Not saved — {{reason}}', { reason: state.message });
    case 'saved':
      return dirty ? t('Unsaved changes') : t('Saved at {{time}}', { time: formatClock(state.at, language) });
    case 'idle':
      return dirty ? t('Unsaved changes') : t('No unsaved changes');
  }
}

const actLabel = (t: TFunction, draft: SheetDraft, index: number) =>
  t('act {{number}} ({{name}})', { number: index + 1, name: draft.acts[index]?.name.trim() || t('unnamed') });

/** What a move said to a screen reader: where the beat or act is now (or, `added`, where it was added). */
function whereNow(t: TFunction, draft: SheetDraft, id: UniqueIdentifier, added = false): string {
  const actIndex = draft.acts.findIndex((act) => act.id === id);
  if (actIndex >= 0) {
    return t('{{name}} is now act {{number}}.', {
      name: draft.acts[actIndex]?.name.trim() || t('The act'),
      number: actIndex + 1,
    });
  }
  const place = placeOfBeat(draft, String(id));
  if (!place) return '';
  const beat = draft.acts[place.act]?.beats[place.index];
  const values = {
    name: beat?.name.trim() || t('The beat'),
    number: place.number,
    place: place.index + 1,
    act: actLabel(t, draft, place.act),
  };
  return added
    ? t('{{name}} added as beat {{number}}, place {{place}} in {{act}}.', values)
    : t('{{name}} is now beat {{number}}, place {{place}} in {{act}}.', values);
}

/** How the drag announcements name an act or a beat. */
function nameOf(t: TFunction, draft: SheetDraft, id: UniqueIdentifier): string {
  const actIndex = draft.acts.findIndex((act) => act.id === id);
  if (actIndex >= 0) return actLabel(t, draft, actIndex);
  const place = placeOfBeat(draft, String(id));
  if (!place) return t('this place');
  return t('beat {{number}} ({{name}})', {
    number: place.number,
    name: draft.acts[place.act]?.beats[place.index]?.name.trim() || t('unnamed'),
  });
}

/**
 * A dragged act meets only acts. A dragged beat meets the beats of the act its middle is over (the
 * act itself when it has none, so an empty act takes a beat), else the nearest beat, and notes
 * whether its middle is below that beat's (a beat dropped into another act goes after it then).
 * The middle of what is dragged, not the pointer: it is there for the keyboard too, and it stays
 * right while the page scrolls under a still pointer.
 */
const collisions: CollisionDetection = (args) => {
  const typeOf = (data: { current?: { type?: string } | null } | undefined) => data?.current?.type;
  const acts = args.droppableContainers.filter((container) => typeOf(container.data) === 'act');
  if (typeOf(args.active.data) === 'act') return closestCenter({ ...args, droppableContainers: acts });
  const beats = args.droppableContainers.filter((container) => typeOf(container.data) === 'beat');
  const { left, top, width, height } = args.collisionRect;
  const middle = { x: left + width / 2, y: top + height / 2 };
  const [under] = pointerWithin({ ...args, droppableContainers: acts, pointerCoordinates: middle });
  const inAct = under ? beats.filter((container) => container.data.current?.actId === under.id) : beats;
  if (under && inAct.length === 0) return [under];
  const found = closestCenter({ ...args, droppableContainers: inAct });
  const [first, ...rest] = found;
  const rect = first && args.droppableRects.get(first.id);
  if (!first || !rect) return found;
  return [{ ...first, data: { ...first.data, below: middle.y > rect.top + rect.height / 2 } }, ...rest];
};

/** "Beat 3 · The twist", "Act 2 · The job": what a drag carries. */
function ghostLabel(t: TFunction, draft: SheetDraft, id: UniqueIdentifier): string {
  const actIndex = draft.acts.findIndex((act) => act.id === id);
  if (actIndex >= 0)
    return t('Act {{number}} · {{name}}', { number: actIndex + 1, name: draft.acts[actIndex]?.name ?? '' });
  const place = placeOfBeat(draft, String(id));
  return place
    ? t('Beat {{number}} · {{name}}', {
        number: place.number,
        name: draft.acts[place.act]?.beats[place.index]?.name ?? '',
      })
    : '';
}

/**
 * The editor of one of the writer's own beat sheets (docs/decisions/159-beat-sheet-editor.md): the
 * name and description, 1 to 7 acts holding up to 100 beats, each act and beat moved by drag or by
 * Move up / Move down, saved whole with Save. Errors sit under the field they name; leaving with
 * unsaved changes asks first.
 */
export function SheetEditor({ sheet }: { sheet: BeatSheet }) {
  const { t, i18n } = useBeatSheetsT();
  const { t: errorT } = useErrorsT();
  const [draft, dispatch] = useReducer(sheetEditorReducer, sheet, draftOf);
  const [saved, setSaved] = useState(draft);
  const [errors, setErrors] = useState(NO_ERRORS);
  const [saveState, setSaveState] = useState<SaveState>({ kind: 'idle' });
  const [announcement, setAnnouncement] = useState('');
  const [target, setTarget] = useState<{ act: string | null; beat: string | null }>({ act: null, beat: null });
  const [dragging, setDragging] = useState<UniqueIdentifier | null>(null);
  const [saveSheet, { isLoading: saving }] = useSaveBeatSheetMutation();
  const dirty = !sameSheet(draft, saved);
  useUnsavedChanges(dirty);

  // Opened by adopting a sheet from the shelf: the heading takes the focus, the page having changed under it.
  const heading = useRef<HTMLHeadingElement>(null);
  const focusHeading = (useLocation().state as { focus?: string } | null)?.focus === 'heading';
  useEffect(() => {
    if (focusHeading) heading.current?.focus();
  }, [focusHeading]);

  // The draft as it is now, for a save that finishes after more typing.
  const current = useRef(draft);
  useEffect(() => {
    current.current = draft;
  }, [draft]);
  const formRef = useRef<HTMLFormElement>(null);
  // The `data-focus` key of what takes the focus once the change has rendered.
  const focusNext = useRef<string | null>(null);
  useEffect(() => {
    const key = focusNext.current;
    if (!key) return;
    focusNext.current = null;
    formRef.current?.querySelector<HTMLElement>(`[data-focus="${key}"]`)?.focus();
  });

  /** Applies a change and answers the draft it makes (the reducer is pure: the same as React's next state). */
  const apply = (action: Parameters<typeof sheetEditorReducer>[1]) => {
    const next = sheetEditorReducer(draft, action);
    dispatch(action);
    return next;
  };
  const clearError = (key: string) => {
    if (errors.fields[key] === undefined) return;
    const { [key]: _gone, ...fields } = errors.fields;
    setErrors({ ...errors, fields });
  };

  const moveBeat = (beatId: string, to: { act: number; index: number }, keepFocus: boolean) => {
    const next = apply(beatMoved({ beatId, ...to }));
    setAnnouncement(whereNow(t, next, beatId));
    if (!keepFocus) return;
    // The focus stays on the button pressed, or on its twin once the beat cannot go further that way.
    const up = beatStep(next, beatId, -1) !== null;
    const down = beatStep(next, beatId, 1) !== null;
    const pressed = document.activeElement?.getAttribute('data-focus')?.endsWith(':up') ? 'up' : 'down';
    const stay = pressed === 'up' ? (up ? 'up' : 'down') : down ? 'down' : 'up';
    focusNext.current = `beat:${beatId}:${stay}`;
  };

  const moveAct = (actId: string, to: number, keepFocus: boolean) => {
    const next = apply(actMoved({ actId, to }));
    setAnnouncement(whereNow(t, next, actId));
    if (!keepFocus) return;
    const pressed = document.activeElement?.getAttribute('data-focus')?.endsWith(':up') ? 'up' : 'down';
    const stay =
      pressed === 'up' ? (canMoveAct(next, actId, -1) ? 'up' : 'down') : canMoveAct(next, actId, 1) ? 'down' : 'up';
    focusNext.current = `act:${actId}:${stay}`;
  };

  const addAct = () => {
    const action = actAdded(t('Act {{number}}', { number: draft.acts.length + 1 }));
    const next = apply(action);
    focusNext.current = `act:${action.payload.id}:name`;
    setAnnouncement(t('Act {{number}} added.', { number: next.acts.length }));
  };

  const removeAct = (actId: string) => {
    const index = draft.acts.findIndex((act) => act.id === actId);
    const act = draft.acts[index];
    if (!act) return;
    const name = act.name.trim() || t('act {{number}}', { number: index + 1 });
    const confirmed = () =>
      window.confirm(
        t('Delete {{name}} and its {{count}} beats? They go when you Save.', { name, count: act.beats.length }),
      );
    if (act.beats.length > 0 && !confirmed()) return;
    const next = apply(actRemoved(actId));
    const focus = next.acts[index] ?? next.acts[index - 1];
    if (focus) focusNext.current = `act:${focus.id}:name`;
    setAnnouncement(t('{{name}} deleted.', { name }));
  };

  const addBeat = (actId: string) => {
    const action = beatAdded(actId, t('Beat {{number}}', { number: beatTotal(draft) + 1 }));
    const next = apply(action);
    focusNext.current = `beat:${action.payload.id}:name`;
    setAnnouncement(whereNow(t, next, action.payload.id, true));
  };

  const removeBeat = (beatId: string) => {
    const place = placeOfBeat(draft, beatId);
    if (!place) return;
    const act = draft.acts[place.act];
    const name = act?.beats[place.index]?.name.trim() || t('beat {{number}}', { number: place.number });
    const next = apply(beatRemoved(beatId));
    const rest = next.acts[place.act]?.beats ?? [];
    const focus = rest[place.index] ?? rest[place.index - 1];
    focusNext.current = focus ? `beat:${focus.id}:name` : `act:${act?.id ?? ''}:add`;
    setAnnouncement(t('{{name}} deleted.', { name }));
  };

  const showErrors = (placed: PlacedErrors, message: string) => {
    setErrors(placed);
    setSaveState({ kind: 'refused', message });
    // The first field marked takes the focus (after the errors render).
    requestAnimationFrame(() => formRef.current?.querySelector<HTMLElement>('[aria-invalid="true"]')?.focus());
  };

  const save = async () => {
    if (saving) return;
    const problems = checkDraft(draft);
    if (problems.length > 0) {
      showErrors(placeErrors(problems, draft), t('fix the fields marked'));
      return;
    }
    const sent = draft;
    setErrors(NO_ERRORS);
    setSaveState({ kind: 'saving' });
    try {
      const answer = await saveSheet({ id: sheet._id, changes: bodyOf(sent) }).unwrap();
      const kept = adoptSaved(sent, answer);
      setSaved(kept);
      // The server's own text (trimmed) replaces what was sent, unless the writer typed on meanwhile.
      if (sameSheet(current.current, sent)) dispatch(replaced(kept));
      setSaveState({ kind: 'saved', at: new Date() });
    } catch (error) {
      const placed = placeErrors(failureErrors(error), sent);
      const named = Object.keys(placed.fields).length;
      const first = placed.others[0]?.msg;
      showErrors(placed, named > 0 ? t('fix the fields marked') : first ? errorT(first) : t('please try again'));
    }
  };

  const onKeyDown = (event: KeyboardEvent) => {
    if ((event.ctrlKey || event.metaKey) && event.key.toLowerCase() === 's') {
      event.preventDefault();
      void save();
    }
  };

  const sensors = useSensors(
    useSensor(PointerSensor, { activationConstraint: { distance: 4 } }),
    useSensor(KeyboardSensor, { coordinateGetter: sortableKeyboardCoordinates }),
  );

  const onDragOver = ({ active, over }: DragOverEvent) => {
    if (active.data.current?.type !== 'beat' || !over) return setTarget({ act: null, beat: null });
    const overAct = over.data.current?.type === 'act' ? String(over.id) : String(over.data.current?.actId ?? '');
    setTarget({
      act: overAct,
      beat: over.data.current?.type === 'beat' && over.id !== active.id ? String(over.id) : null,
    });
  };

  const onDragStart = ({ active }: DragStartEvent) => setDragging(active.id);
  const dragEnded = () => {
    setDragging(null);
    setTarget({ act: null, beat: null });
  };

  const onDragEnd = ({ active, over, collisions: found }: DragEndEvent) => {
    dragEnded();
    if (!over || over.id === active.id) return;
    const id = String(active.id);
    if (active.data.current?.type === 'act') {
      const to = draft.acts.findIndex((act) => act.id === over.id);
      if (to >= 0) moveAct(id, to, false);
      return;
    }
    const from = placeOfBeat(draft, id);
    if (!from) return;
    if (over.data.current?.type === 'act') {
      const act = draft.acts.findIndex((each) => each.id === over.id);
      if (act >= 0) moveBeat(id, { act, index: draft.acts[act]?.beats.length ?? 0 }, false);
      return;
    }
    const place = placeOfBeat(draft, String(over.id));
    if (!place) return;
    if (place.act === from.act) {
      moveBeat(id, { act: place.act, index: place.index }, false);
      return;
    }
    // Into another act: before the beat it is over, or after it when dropped on its lower half.
    const [first] = found ?? [];
    const below = first?.id === over.id && (first.data as { below?: boolean } | undefined)?.below === true;
    moveBeat(id, { act: place.act, index: place.index + (below ? 1 : 0) }, false);
  };

  const announcements: Announcements = {
    onDragStart: ({ active }) => t('Picked up {{name}}.', { name: nameOf(t, draft, active.id) }),
    onDragOver: ({ active, over }) =>
      over
        ? t('{{name}} is over {{place}}.', { name: nameOf(t, draft, active.id), place: nameOf(t, draft, over.id) })
        : t('{{name}} is over no place.', { name: nameOf(t, draft, active.id) }),
    // The move itself is announced by the editor's own status once it has happened.
    onDragEnd: () => undefined,
    onDragCancel: ({ active }) =>
      t('Moving {{name}} was cancelled; it stays where it was.', { name: nameOf(t, draft, active.id) }),
  };

  const status = statusText(t, i18n.language, saveState, dirty);
  const total = beatTotal(draft);
  const summary = errors.fields.acts ? [{ msg: errors.fields.acts }, ...errors.others] : errors.others;
  const offsets = beatOffsets(draft.acts);

  return (
    <section className="page sheet-editor">
      <PageTitle title={t('Edit {{name}}', { name: saved.name })} />
      <h1 ref={heading} tabIndex={-1}>
        {t('Edit beat sheet')}
      </h1>
      {sheet.adoptedFrom && <AdoptedCredit from={sheet.adoptedFrom} />}
      <p className="lead">
        {t(
          'Name your acts and beats and ask a question at each beat. Drag a handle (⠿), or use Move up and Move down, to change the order; a beat can move to another act. Nothing is kept until you Save.',
        )}
      </p>
      <section className="card sheet-editor__shelf" aria-labelledby="sheet-shelf-heading">
        <h2 id="sheet-shelf-heading">{t("The Brainstorm's shelf")}</h2>
        <p className="muted">
          {t(
            "Published, your sheet as last saved is on the Brainstorm's shelf, where other writers preview it, like it and adopt copies of their own.",
          )}
        </p>
        <PublishControl sheet={sheet} named={false} />
      </section>

      <form
        ref={formRef}
        className="sheet-editor__form"
        aria-label={t('Beat sheet')}
        noValidate
        onKeyDown={onKeyDown}
        onSubmit={(event) => {
          event.preventDefault();
          void save();
        }}
      >
        <FormSummary errors={summary} />
        <div className="card sheet-editor__about">
          <Field
            label={t('Name')}
            error={errors.fields.name}
            count={{ length: draft.name.length, max: SHEET_NAME_MAX }}
          >
            {(control) => (
              <input
                {...control}
                className="field__input"
                data-focus="name"
                required
                value={draft.name}
                onChange={(event) => {
                  dispatch(nameChanged(event.target.value));
                  clearError('name');
                }}
              />
            )}
          </Field>
          <Field
            label={t('Description (optional)')}
            error={errors.fields.description}
            count={{ length: draft.description.length, max: SHEET_DESCRIPTION_MAX }}
          >
            {(control) => (
              <textarea
                {...control}
                className="field__input field__textarea"
                data-focus="description"
                rows={3}
                value={draft.description}
                onChange={(event) => {
                  dispatch(descriptionChanged(event.target.value));
                  clearError('description');
                }}
              />
            )}
          </Field>
        </div>

        <p className="sheet-editor__count">
          {t('{{acts}} of {{maxActs}} · {{beats}} of {{maxBeats}}', {
            acts: t('{{count}} acts', { count: draft.acts.length }),
            maxActs: ACTS_MAX,
            beats: t('{{count}} beats', { count: total }),
            maxBeats: BEATS_PER_STORY_MAX,
          })}
        </p>

        <DndContext
          sensors={sensors}
          collisionDetection={collisions}
          onDragStart={onDragStart}
          onDragOver={onDragOver}
          onDragEnd={onDragEnd}
          onDragCancel={dragEnded}
          accessibility={{
            announcements,
            screenReaderInstructions: {
              draggable: t(
                'To pick up an act or a beat, press Space or Enter on its drag handle. Move it with the arrow keys, then press Space or Enter to drop it, or Escape to cancel. The Move up and Move down buttons move it one place at a time.',
              ),
            },
          }}
        >
          <SortableContext items={draft.acts.map((act) => act.id)} strategy={verticalListSortingStrategy}>
            <ol className="sheet-editor__acts" aria-label={t('Acts')}>
              {draft.acts.map((act, index) => (
                <ActEditor
                  key={act.id}
                  act={act}
                  number={index + 1}
                  errors={errors.fields}
                  canMoveUp={index > 0}
                  canMoveDown={index < draft.acts.length - 1}
                  canDelete={canRemoveAct(draft, act.id)}
                  canAddBeat={canAddBeat(draft)}
                  isTarget={target.act === act.id}
                  onRename={(name) => {
                    dispatch(actRenamed({ actId: act.id, name }));
                    clearError(`act:${act.id}:name`);
                  }}
                  onMove={(by) => moveAct(act.id, index + by, true)}
                  onDelete={() => removeAct(act.id)}
                  onAddBeat={() => addBeat(act.id)}
                >
                  {act.beats.map((beat, b) => {
                    return (
                      <BeatEditor
                        key={beat.id}
                        beat={beat}
                        actId={act.id}
                        number={(offsets[index] ?? 0) + b + 1}
                        errors={errors.fields}
                        canMoveUp={beatStep(draft, beat.id, -1) !== null}
                        canMoveDown={beatStep(draft, beat.id, 1) !== null}
                        canDelete={canRemoveBeat(draft)}
                        isTarget={target.beat === beat.id}
                        onChange={(field, value) => {
                          dispatch(beatChanged({ beatId: beat.id, field, value }));
                          clearError(`beat:${beat.id}:${field}`);
                        }}
                        onMove={(by) => {
                          const to = beatStep(draft, beat.id, by);
                          if (to) moveBeat(beat.id, to, true);
                        }}
                        onDelete={() => removeBeat(beat.id)}
                      />
                    );
                  })}
                </ActEditor>
              ))}
            </ol>
          </SortableContext>
          {/* What follows the pointer: a label, so a long act or beat never covers the place it goes to. */}
          <DragOverlay dropAnimation={null}>
            {dragging !== null && (
              <div className="sheet-editor__ghost">
                <span aria-hidden="true">{HANDLE}</span> {ghostLabel(t, draft, dragging)}
              </div>
            )}
          </DragOverlay>
        </DndContext>

        <div className="sheet-editor__add-act">
          <button
            type="button"
            className="btn btn--secondary"
            data-focus="add-act"
            disabled={!canAddAct(draft)}
            onClick={addAct}
          >
            {t('Add an act')}
          </button>
          {!canAddAct(draft) && (
            <p className="muted">{t('A beat sheet holds at most {{max}} acts.', { max: ACTS_MAX })}</p>
          )}
          {!canAddBeat(draft) && (
            <p className="muted">{t('A beat sheet holds at most {{max}} beats.', { max: BEATS_PER_STORY_MAX })}</p>
          )}
        </div>

        <p className="visually-hidden" role="status" aria-live="polite">
          {announcement}
        </p>

        <div className="save-bar">
          <Link to="/beat-sheets" className="btn btn--secondary">
            {t('Back')}
            <span className="visually-hidden"> {t('to beat sheets')}</span>
          </Link>
          <span className={saveBarStatusClass(status)} aria-live="polite">
            {status}
          </span>
          <button type="submit" className="btn btn--primary save-bar__save" disabled={saving}>
            {t('Save')}
          </button>
        </div>
      </form>
    </section>
  );
}

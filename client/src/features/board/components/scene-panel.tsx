import { SCENE_STATUSES, type Board, type Scene, type SceneField } from '@three-act/contract/board';
import {
  SCENE_NOTES_MAX,
  SCENE_SUMMARY_MAX,
  SCENE_PLACE_MAX,
  SCENE_TITLE_MAX,
  STORY_DAY_MAX,
  WORD_TARGET_MAX,
} from '@three-act/contract/limits';
import { memo, useCallback, useEffect, useId, useMemo, useRef, type KeyboardEvent, type ReactNode } from 'react';
import { ConflictChoice } from '../../../components/ui/conflict-choice';
import { RichTextEditor } from '../../../components/ui/rich-text-editor';
import type { LiveRichTextField } from '../../../components/ui/rich-text-live';
import { SelectField } from '../../../components/ui/select-field';
import { MentionTextareaField } from '../../../components/ui/mention-textarea-field';
import { TextField } from '../../../components/ui/text-field';
import { statusText } from '../../../lib/save-status';
import { htmlToText } from '../../../lib/text';
import { useUiT } from '../../../lib/ui-words';
import { placesOf, statusLabel } from '../board-model';
import { FIELD_LABELS, valuesOf, type SceneValues } from '../scene-fields';
import { useSceneAutosave } from '../use-scene-autosave';
import { ChoiceBoxes } from './choice-boxes';
import { PlotlineChoices } from './plotline-choices';
import { SceneHistory } from './scene-history';
import { useBoardT, type BoardT } from '../words';

interface ScenePanelProps {
  story: string;
  writer: string;
  board: Board;
  scene: Scene;
  onClose: () => void;
  onDelete: (scene: Scene) => void;
  /** A critic's (decision 189): the scene to read, nothing to change. */
  readOnly?: boolean;
  /** Shown under its fields: the scene's comments on a shared story (decision 190). */
  comments?: ReactNode;
  /**
   * The summary edited live on a shared story (decision 192): its shared text, or null while the
   * story's document loads (the summary waits, read-only). Absent: it saves with the other fields.
   */
  liveSummary?: LiveRichTextField | null;
}

/** The ways a scene's story time is given, and their labels in English (the keys of their labels). */
const WHEN_KINDS = ['none', 'date', 'day'] as const;
const WHEN_LABELS: Record<SceneValues['whenKind'], string> = {
  none: 'Not set',
  date: 'A date and time',
  day: 'A day number',
};

/** A field's value as a conflict shows it: the text, or the names it stands for. */
function shown(board: Board, values: SceneValues, field: SceneField, t: BoardT): string {
  const names = (ids: string[], list: { _id: string; name: string }[]) =>
    ids.map((id) => list.find((each) => each._id === id)?.name ?? '?').join(', ');
  switch (field) {
    case 'summary':
      return htmlToText(values.summary);
    case 'plotlines':
      return names(values.plotlines, board.plotlines);
    case 'characters':
      return names(values.characters, board.characters);
    case 'pov':
      return names(values.pov ? [values.pov] : [], board.characters);
    case 'status':
      return statusLabel(values.status, t);
    case 'when': {
      if (values.whenKind === 'none') return '';
      const start = values.whenKind === 'day' ? t('Day {{day}}', { day: values.start }) : values.start;
      return values.end ? t('{{start}} to {{end}}', { start, end: values.end }) : start;
    }
    default:
      return values[field];
  }
}

/**
 * A scene's fields beside the board (docs/decisions/165-scenes-and-plotlines.md): saved by
 * themselves a moment after a change, the title and summary kept on the device until saved, a
 * change made elsewhere meanwhile offered as a choice. Escape or Close goes back to the card.
 */
export function ScenePanel({ readOnly = false, ...props }: ScenePanelProps) {
  return readOnly ? <SceneReadOnly {...props} /> : <SceneEditor {...props} />;
}

/** The fields a critic reads, in the editor's order. */
const READ_FIELDS: [SceneField, string][] = [
  ['summary', 'Summary'],
  ['status', 'Status'],
  ['plotlines', 'Plotlines'],
  ['pov', 'Point of view'],
  ['characters', 'Who is in it'],
  ['place', 'Place'],
  ['wordTarget', 'Word target'],
  ['when', 'When it happens'],
  ['notes', 'Notes'],
];

/** A critic's panel: the scene's fields as text, its comments, Close (Escape too). */
function SceneReadOnly({ board, scene, onClose, comments }: Omit<ScenePanelProps, 'readOnly'>) {
  const { t } = useBoardT();
  const id = useId();
  const heading = useRef<HTMLHeadingElement>(null);
  useEffect(() => heading.current?.focus(), [scene._id]);
  const values = useMemo(() => valuesOf(scene), [scene]);
  const onKeyDown = (event: KeyboardEvent) => {
    if (event.key === 'Escape' && !event.defaultPrevented) {
      event.preventDefault();
      onClose();
    }
  };
  return (
    <section className="scene-panel scene-panel--read-only" aria-labelledby={`${id}-heading`} onKeyDown={onKeyDown}>
      <div className="scene-panel__head">
        <h2 id={`${id}-heading`} ref={heading} tabIndex={-1} className="scene-panel__heading">
          {scene.title.trim() || t('Untitled scene')}
        </h2>
        <button
          type="button"
          className="btn btn--secondary btn--small"
          aria-label={t('Close the scene')}
          onClick={onClose}
        >
          {t('Close')}
        </button>
      </div>
      <p className="notice" role="note">
        {t('You are a critic on this story: you can read it, not change it.')}
      </p>
      <dl className="scene-panel__read">
        {READ_FIELDS.map(([field, label]) => (
          <div key={field} className="scene-panel__read-row">
            <dt>{t(label)}</dt>
            <dd>{shown(board, values, field, t) || '—'}</dd>
          </div>
        ))}
      </dl>
      {comments}
    </section>
  );
}

function SceneEditor({
  story,
  writer,
  board,
  scene,
  onClose,
  onDelete,
  comments,
  liveSummary,
}: Omit<ScenePanelProps, 'readOnly'>) {
  const { t } = useBoardT();
  const { t: ui } = useUiT();
  const id = useId();
  const {
    values,
    change,
    putBack,
    status,
    pending,
    errors,
    conflicts,
    resolve,
    flush,
    restored,
    livePut,
    followSummary,
  } = useSceneAutosave({ story, scene, writer, live: Boolean(liveSummary) });
  const liveText = liveSummary?.text ?? null;
  // A version put back goes into the shared text when the editor opens again with it (`livePut`).
  const put = livePut?.html;
  const live = useMemo(() => (liveText ? { ...liveText, put } : undefined), [liveText, put]);
  const heading = useRef<HTMLHeadingElement>(null);
  useEffect(() => heading.current?.focus(), [scene._id]);

  const close = () => {
    void flush();
    onClose();
  };
  const onKeyDown = (event: KeyboardEvent) => {
    if (event.key === 'Escape' && !event.defaultPrevented) {
      event.preventDefault();
      close();
    }
    if ((event.ctrlKey || event.metaKey) && event.key.toLowerCase() === 's') {
      event.preventDefault();
      void flush();
    }
  };
  // A key typed in the summary or a text field draws the panel again: what it does not change keeps
  // its props (stable handlers, memoised lists) and is not drawn again (decision 170).
  const onSummary = useCallback((html: string) => change({ summary: html }), [change]);
  const onPlotlines = useCallback((plotlines: string[]) => change({ plotlines }), [change]);
  const onCast = useCallback((characters: string[]) => change({ characters }), [change]);
  const text = statusText(status, pending, ui, 'board');
  const places = useMemo(() => placesOf(board.scenes), [board.scenes]);
  const whenType = values.whenKind === 'date' ? 'datetime-local' : 'number';

  return (
    <section className="scene-panel" aria-labelledby={`${id}-heading`} onKeyDown={onKeyDown}>
      <div className="scene-panel__head">
        <h2 id={`${id}-heading`} ref={heading} tabIndex={-1} className="scene-panel__heading">
          {values.title.trim() || t('Untitled scene')}
        </h2>
        {/* Named whole ("Szene schließen"): a verb and a hidden object would keep English's word order. */}
        <button
          type="button"
          className="btn btn--secondary btn--small"
          aria-label={t('Close the scene')}
          onClick={close}
        >
          {t('Close')}
        </button>
      </div>
      <p className="save-status scene-panel__status" aria-live="polite">
        {text}
      </p>
      {liveSummary && (
        <p className="save-status scene-panel__status" aria-live="polite">
          {t('Summary: {{status}}', { status: liveSummary.status })}
        </p>
      )}
      {conflicts.map((conflict) => (
        <ConflictChoice
          key={conflict.field}
          label={t(FIELD_LABELS[conflict.field])}
          mine={shown(board, values, conflict.field, t)}
          theirs={shown(board, valuesOf(conflict.theirs), conflict.field, t)}
          canKeepBoth={['title', 'summary', 'notes', 'place'].includes(conflict.field)}
          onChoose={(choice) => resolve(conflict.field, choice)}
        />
      ))}
      <form
        className="form scene-panel__form"
        onSubmit={(event) => {
          event.preventDefault();
          void flush();
        }}
        onBlur={() => void flush()}
      >
        <TextField
          label={t('Title')}
          required
          maxLength={SCENE_TITLE_MAX}
          autoComplete="off"
          error={errors.title && t(errors.title)}
          value={values.title}
          onChange={(event) => change({ title: event.target.value })}
        />
        <RichTextEditor
          // Live, the editor opens again only for a version put back; waiting, it shows the saved text.
          key={live ? `live-${livePut?.round ?? 0}` : liveSummary ? 'wait' : `saved-${restored}`}
          label={t('Summary')}
          hint={t('What happens, and what changes by its end?')}
          error={errors.summary && t(errors.summary)}
          max={SCENE_SUMMARY_MAX}
          initialContent={values.summary}
          onChange={live ? followSummary : onSummary}
          mentions
          readOnly={Boolean(liveSummary) && !live}
          live={live}
        />
        <SelectField
          label={t('Status')}
          error={errors.status && t(errors.status)}
          value={values.status}
          onChange={(event) => change({ status: event.target.value as SceneValues['status'] })}
          options={SCENE_STATUSES.map((each) => ({ value: each, label: statusLabel(each, t) }))}
        />
        <PlotlineChoices
          plotlines={board.plotlines}
          chosen={values.plotlines}
          error={errors.plotlines && t(errors.plotlines)}
          onChange={onPlotlines}
        />
        <SelectField
          label={t('Point of view')}
          error={errors.pov && t(errors.pov)}
          placeholder={t('No one chosen')}
          value={values.pov}
          onChange={(event) => change({ pov: event.target.value })}
          options={board.characters.map((character) => ({ value: character._id, label: character.name }))}
        />
        <CastChoices
          characters={board.characters}
          chosen={values.characters}
          error={errors.characters && t(errors.characters)}
          onChange={onCast}
        />
        <TextField
          label={t('Place')}
          maxLength={SCENE_PLACE_MAX}
          autoComplete="off"
          list={`${id}-places`}
          error={errors.place && t(errors.place)}
          value={values.place}
          onChange={(event) => change({ place: event.target.value })}
        />
        <datalist id={`${id}-places`}>
          {places.map((place) => (
            <option key={place} value={place} />
          ))}
        </datalist>
        <TextField
          label={t('Word target')}
          inputMode="numeric"
          pattern="[0-9]*"
          hint={t('A whole number of words, up to {{max, number}}.', { max: WORD_TARGET_MAX })}
          error={errors.wordTarget && t(errors.wordTarget)}
          value={values.wordTarget}
          onChange={(event) => change({ wordTarget: event.target.value })}
        />
        <fieldset className="scene-panel__when">
          <legend className="field__label">{t('When it happens')}</legend>
          <SelectField
            label={t('Story time')}
            error={values.whenKind === 'none' && errors.when ? t(errors.when) : undefined}
            value={values.whenKind}
            onChange={(event) =>
              change({ whenKind: event.target.value as SceneValues['whenKind'], start: '', end: '' })
            }
            options={WHEN_KINDS.map((kind) => ({ value: kind, label: t(WHEN_LABELS[kind]) }))}
          />
          {values.whenKind !== 'none' && (
            <>
              <TextField
                label={values.whenKind === 'day' ? t('Day') : t('Starts')}
                type={whenType}
                min={values.whenKind === 'day' ? -STORY_DAY_MAX : undefined}
                max={values.whenKind === 'day' ? STORY_DAY_MAX : undefined}
                error={errors.when && t(errors.when)}
                hint={
                  values.whenKind === 'day'
                    ? t('Day 1 is the story’s first day; a day before it may be 0 or below.')
                    : undefined
                }
                value={values.start}
                onChange={(event) => change({ start: event.target.value })}
              />
              <TextField
                label={values.whenKind === 'day' ? t('Until day (optional)') : t('Ends (optional)')}
                type={whenType}
                value={values.end}
                onChange={(event) => change({ end: event.target.value })}
              />
            </>
          )}
        </fieldset>
        <MentionTextareaField
          label={t('Notes')}
          rows={4}
          count={{ length: values.notes.length, max: SCENE_NOTES_MAX }}
          error={errors.notes && t(errors.notes)}
          value={values.notes}
          onChange={(event) => change({ notes: event.target.value })}
          onMention={(notes) => change({ notes })}
        />
      </form>
      {comments}
      <SceneHistory
        story={story}
        scene={scene._id}
        current={{ title: values.title, summary: values.summary }}
        me={writer}
        onUse={putBack}
      />
      <div className="button-row scene-panel__foot">
        <button type="button" className="btn btn--secondary" onClick={close}>
          {t('Done')}
        </button>
        <button type="button" className="btn btn--secondary" onClick={() => onDelete(scene)}>
          {t('Delete scene')}
        </button>
      </div>
    </section>
  );
}

const toggle = (list: string[], item: string, on: boolean) =>
  on ? [...list.filter((each) => each !== item), item] : list.filter((each) => each !== item);

/** "Who is in it": a box per character of the story. */
const CastChoices = memo(function CastChoices({
  characters,
  chosen,
  error,
  onChange,
}: {
  characters: Board['characters'];
  chosen: string[];
  error: string | undefined;
  onChange: (characters: string[]) => void;
}) {
  const { t } = useBoardT();
  return (
    <ChoiceBoxes
      legend={t('Who is in it')}
      empty={t('This story has no characters yet.')}
      items={characters.map((character) => ({ id: character._id, label: character.name }))}
      chosen={chosen}
      onToggle={(id, on) => onChange(toggle(chosen, id, on))}
      error={error}
    />
  );
});

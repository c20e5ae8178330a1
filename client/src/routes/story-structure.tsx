import type { BeatSheet } from '@three-act/contract/beat-sheets';
import type { Story, StructureRevision } from '@three-act/contract/story-structure';
import type { TFunction } from 'i18next';
import { useCallback, useId, useRef, useState, type RefObject } from 'react';
import { Trans } from 'react-i18next';
import { SHEET_NAME_MAX } from '@three-act/contract/limits';
import { Link, useNavigate } from 'react-router-dom';
import { useCreateBeatSheetMutation, useGetBeatSheetsQuery } from '../features/beat-sheets/beat-sheets-api';
import { useFeedback } from '../app/alerts/use-feedback';
import { useAppSelector } from '../app/hooks';
import { selectCurrentUser } from '../features/auth/auth-slice';
import { PageTitle } from '../components/layout/page-title';
import { Spinner } from '../components/ui/spinner';
import { useGetOutlineQuery } from '../features/outline/outline-api';
import { defaultMapping, switchedStructure, type SwitchMapping } from '../features/outline/sheet-switch';
import {
  useChangeStructureMutation,
  useDropUnplacedMutation,
  useGetStoryQuery,
  useGetStructureRevisionsQuery,
  usePlaceUnplacedMutation,
  useRestoreStructureMutation,
} from '../features/outline/structure-api';
import { ROMAN } from '../features/outline/story-fields';
import { formatListDate } from '../lib/format-date';
import { useOutlineT } from '../features/outline/words';
import { useSheetsT, useShownStory } from '../lib/sheet-words';
import { truncate } from '../lib/text';

const UNPLACED = '';

/** /story/beat-sheet: the current story's structure, switching it to another beat sheet, and its unplaced text. */
export function StoryStructurePage() {
  const { t } = useOutlineT();
  const { data: outline, isSuccess: loaded } = useGetOutlineQuery();
  // Its built-in act and beat names in the reader's language, the writer's own as written (decision
  // 188); the changes sent back name beats by id and key, never by these words.
  const story = useShownStory(useGetStoryQuery(outline?._id ?? '', { skip: !outline }).data);
  const critic = (story?.shared ?? outline?.shared)?.role === 'critic';
  // The sheet the story was just switched to, while "Undo the switch" is on offer.
  const [switched, setSwitched] = useState<string | null>(null);
  const heading = useRef<HTMLHeadingElement>(null);
  // After a switch or a restore the button pressed is gone: focus goes to the structure it made.
  const changed = useCallback((sheet: string | null) => {
    setSwitched(sheet);
    heading.current?.focus();
  }, []);
  return (
    <section className="page story-structure">
      <PageTitle title={t('Beat sheet')} />
      <h1>{t("Your story's beat sheet")}</h1>
      {!loaded || (outline && !story) ? (
        <Spinner />
      ) : !outline || !story ? (
        <p className="lead">
          <Trans
            t={t}
            i18nKey="There is no story yet. <link>Start one on the dashboard</link>."
            components={{ link: <Link to="/dashboard" /> }}
          />
        </p>
      ) : (
        <>
          <Structure story={story} title={outline.title} heading={heading} switched={switched} onUndone={changed} />
          {critic ? (
            <>
              {/* A critic reads the structure and what is unplaced, and changes neither (decision 189). */}
              <p className="notice" role="note">
                {t('You are a critic on this story: you can read it, not change it.')}
              </p>
              <fieldset className="story-structure__read-only" disabled>
                <Unplaced story={story} />
                <EarlierStructures story={story} onRestored={changed} />
              </fieldset>
            </>
          ) : (
            <>
              <Unplaced story={story} />
              <SwitchSheet key={story.version} story={story} onSwitched={changed} />
              <EarlierStructures story={story} onRestored={changed} />
            </>
          )}
        </>
      )}
    </section>
  );
}

/** "one beat", "32 beats" (a single one in words, 21 or 31 by the language's plural rules). */
const beatCount = (t: TFunction, count: number) => (count === 1 ? t('one beat') : t('{{count}} beats', { count }));

/** "one act, 32 beats", "3 acts, one beat" (a single act has its own words: German says "ein Akt" here, "einen Akt" elsewhere). */
const shapeOf = (t: TFunction, acts: number, beats: number) =>
  acts === 1
    ? t('one act, {{beats}}', { beats: beatCount(t, beats) })
    : t('{{acts}}, {{beats}}', { acts: t('{{count}} acts', { count: acts }), beats: beatCount(t, beats) });

const capitalized = (text: string) => text.charAt(0).toUpperCase() + text.slice(1);

/** A kept structure in words: "Three Act: 3 acts, 32 beats" (a built-in sheet's name in the interface's language). */
function describe(t: TFunction, sheetName: (name: string) => string, revision: StructureRevision) {
  const beats = revision.acts.reduce((sum, act) => sum + act.beats, 0);
  const shape = shapeOf(t, revision.acts.length, beats);
  return revision.sheet ? t('{{sheet}}: {{shape}}', { sheet: sheetName(revision.sheet), shape }) : capitalized(shape);
}

/**
 * Brings a kept structure back (docs/decisions/161-undo-a-structure-change.md), saying so, and
 * where text written since went if it had no beat to go to.
 */
function useRestore(story: Story, done: () => void) {
  const { t } = useOutlineT();
  const [restore, { isLoading }] = useRestoreStructureMutation();
  const feedback = useFeedback();
  const run = async (revision: string, message: string) => {
    const restored = await feedback(restore({ story, revision }), (answer) =>
      answer.unplaced.length > story.unplaced.length
        ? t('{{message}}; text written since that had no beat there waits under Unplaced text', { message })
        : message,
    );
    if (restored) done();
  };
  return [run, isLoading] as const;
}

function Structure({
  story,
  title,
  heading,
  switched,
  onUndone,
}: {
  story: Story;
  title: string | null;
  heading: RefObject<HTMLHeadingElement | null>;
  switched: string | null;
  onUndone: (sheet: null) => void;
}) {
  const { t } = useOutlineT();
  const beats = story.acts.reduce((sum, act) => sum + act.beats.length, 0);
  const [create, { isLoading }] = useCreateBeatSheetMutation();
  const feedback = useFeedback();
  const navigate = useNavigate();
  // "Save as my beat sheet": the story's acts and beats, their words and no text, as a sheet to reuse.
  const saveAsSheet = async () => {
    const name = truncate(t("{{title}}'s beat sheet", { title: title?.trim() || t('My story') }), SHEET_NAME_MAX);
    const pending = create({
      name,
      acts: story.acts.map((act) => ({
        name: act.name,
        beats: act.beats.map(({ name: beatName, question, hint }) => ({ name: beatName, question, hint })),
      })),
    });
    if (await feedback(pending, t('Saved as "{{name}}" among your beat sheets', { name }))) {
      void navigate(`/beat-sheets/${(await pending.unwrap())._id}`);
    }
  };
  return (
    <section className="card" aria-labelledby="structure-heading">
      <h2 id="structure-heading" ref={heading} tabIndex={-1}>
        {capitalized(shapeOf(t, story.acts.length, beats))}
      </h2>
      {switched && <UndoSwitch story={story} sheet={switched} onUndone={() => onUndone(null)} />}
      <ol className="story-structure__acts">
        {story.acts.map((act, index) => (
          <li key={`${index}-${act.name}`}>
            <Link to={`/act-${index + 1}`}>
              {t('Act {{roman}}: {{name}}', { roman: ROMAN[index], name: act.name })}
            </Link>{' '}
            <span className="muted">({beatCount(t, act.beats.length)})</span>
          </li>
        ))}
      </ol>
      <div className="button-row">
        <button type="button" className="btn btn--secondary" disabled={isLoading} onClick={() => void saveAsSheet()}>
          {t('Save as my beat sheet')}
        </button>
        <Link to="/beat-sheets">{t('Your beat sheets')}</Link>
      </div>
    </section>
  );
}

/** Right after a switch: the structure before it, one press away. */
function UndoSwitch({ story, sheet, onUndone }: { story: Story; sheet: string; onUndone: () => void }) {
  const { t } = useOutlineT();
  const { data: revisions, isFetching } = useGetStructureRevisionsQuery(story._id);
  const [restore, isLoading] = useRestore(story, onUndone);
  const before = revisions?.[0];
  return (
    <div className="story-structure__undo">
      <p>
        {t(
          'Now on {{sheet}}. The structure before the switch is kept: undoing brings its beats back with their text.',
          { sheet },
        )}
      </p>
      <button
        type="button"
        className="btn btn--secondary"
        disabled={!before || isFetching || isLoading}
        onClick={() => before && void restore(before._id, t('Switch undone: your beats are back as they were'))}
      >
        {t('Undo the switch')}
      </button>
    </div>
  );
}

/**
 * Every structure the story had before a change, newest first, each one press from coming back; a
 * change another member made names them (docs/decisions/191-revision-authors.md).
 */
function EarlierStructures({ story, onRestored }: { story: Story; onRestored: (sheet: null) => void }) {
  const { t, i18n } = useOutlineT();
  const me = useAppSelector(selectCurrentUser)?._id;
  const { t: sheetText } = useSheetsT();
  const { data: revisions, isFetching } = useGetStructureRevisionsQuery(story._id);
  const [restore, isLoading] = useRestore(story, () => onRestored(null));
  const [all, setAll] = useState(false);
  if (!revisions?.length) return null;
  const shown = all ? revisions : revisions.slice(0, 5);
  return (
    <section className="card" aria-labelledby="earlier-heading">
      <h2 id="earlier-heading">{t('Earlier structures')}</h2>
      <p>
        {t(
          'Each change of the acts and beats keeps the structure before it. Restoring one brings its beats back with the text they had; text written since that has no beat there waits under Unplaced text.',
        )}
      </p>
      <ul className="story-structure__unplaced">
        {shown.map((revision) => {
          const label = describe(t, sheetText, revision);
          const when = formatListDate(revision.savedAt, i18n.language);
          return (
            <li key={revision._id} className="story-structure__item story-structure__earlier">
              <p>
                {label}
                <span className="muted story-structure__excerpt">{t('until {{when}}', { when })}</span>
                {revision.author && revision.author._id !== me && (
                  <span className="muted story-structure__excerpt">
                    {t('changed by {{name}}', { name: revision.author.name })}
                  </span>
                )}
              </p>
              <button
                type="button"
                className="btn btn--secondary"
                aria-label={t('Restore {{label}}, kept until {{when}}', { label, when })}
                disabled={isFetching || isLoading}
                onClick={() => void restore(revision._id, t('Restored the earlier structure ({{label}})', { label }))}
              >
                {t('Restore')}
              </button>
            </li>
          );
        })}
      </ul>
      {revisions.length > shown.length && (
        <button type="button" className="link-button" onClick={() => setAll(true)}>
          {t('Show all {{number}}', { number: revisions.length })}
        </button>
      )}
    </section>
  );
}

/** Text that lost its beat (or came from an idea), until the writer drops it into a beat or throws it away. */
function Unplaced({ story }: { story: Story }) {
  const { t } = useOutlineT();
  const [place] = usePlaceUnplacedMutation();
  const [drop] = useDropUnplacedMutation();
  const feedback = useFeedback();
  const [chosen, setChosen] = useState<Record<string, string>>({});
  const beats = story.acts.flatMap((act, index) =>
    act.beats.map((beat, at) => ({
      id: beat._id,
      label: t('Act {{roman}} · {{index}}. {{name}}', { roman: ROMAN[index], index: at + 1, name: beat.name }),
    })),
  );
  if (story.unplaced.length === 0) return null;
  return (
    <section className="card" aria-labelledby="unplaced-heading">
      <h2 id="unplaced-heading">{t('Unplaced text')}</h2>
      <p>
        {t(
          'Text a change of beat sheet took out of its beat, and Brainstorm ideas you chose to place later, wait here, never lost, until you place them.',
        )}
      </p>
      <ul className="story-structure__unplaced">
        {story.unplaced.map((item) => {
          const target = chosen[item._id] ?? beats[0]?.id ?? '';
          const label = t('Place "{{text}}" in', { text: truncate(item.text, 40) });
          return (
            <li key={item._id} className="story-structure__item">
              <p className="story-structure__text">{item.text}</p>
              {item.origin.beat && <p className="muted">{t('Was in: {{beat}}', { beat: item.origin.beat })}</p>}
              {item.origin.post && (
                <p className="muted">
                  <Link to={`/post/${encodeURIComponent(item.origin.post)}`}>
                    {item.origin.comment ? t('From a suggestion on the Brainstorm') : t('From a Brainstorm idea')}
                  </Link>
                </p>
              )}
              <div className="button-row">
                <select
                  aria-label={label}
                  className="field__input"
                  value={target}
                  onChange={(event) => setChosen({ ...chosen, [item._id]: event.target.value })}
                >
                  {beats.map((beat) => (
                    <option key={beat.id} value={beat.id}>
                      {beat.label}
                    </option>
                  ))}
                </select>
                <button
                  type="button"
                  className="btn btn--secondary"
                  onClick={() => void feedback(place({ story, unplaced: item._id, beat: target }), t('Text placed'))}
                >
                  {t('Place it')}
                </button>
                <button
                  type="button"
                  className="link-button"
                  onClick={() => {
                    if (window.confirm(t('Throw this text away? It cannot be brought back.'))) {
                      void feedback(drop({ story: story._id, unplaced: item._id }), t('Text thrown away'));
                    }
                  }}
                >
                  {t('Throw away')}
                </button>
              </div>
            </li>
          );
        })}
      </ul>
    </section>
  );
}

/** "Switch to another beat sheet": where each beat's text goes, shown before anything is saved. */
function SwitchSheet({ story, onSwitched }: { story: Story; onSwitched: (sheet: string) => void }) {
  const { t } = useOutlineT();
  const { t: sheetText } = useSheetsT();
  // A built-in sheet's name in the interface's language; the writer's own as written.
  const nameOf = (option: BeatSheet) => (option.builtIn ? sheetText(option.name) : option.name);
  const beatLabel = (index: number, at: number, name: string) =>
    t('Act {{roman}} · {{index}}. {{name}}', { roman: ROMAN[index], index: at + 1, name });
  const [change, { isLoading }] = useChangeStructureMutation();
  const feedback = useFeedback();
  const sheetId = useId();
  const { data: sheets, isError } = useGetBeatSheetsQuery();
  const [sheet, setSheet] = useState<BeatSheet | undefined>(undefined);
  const [mapping, setMapping] = useState<SwitchMapping>({});
  const written = story.acts.flatMap((act, index) =>
    act.beats
      .map((beat, at) => ({ beat, label: beatLabel(index, at, beat.name) }))
      .filter(({ beat }) => beat.text?.trim()),
  );

  const choose = (id: string) => {
    const next = sheets?.find((option) => option._id === id);
    setSheet(next);
    setMapping(next ? defaultMapping(story, next) : {});
  };

  const save = async () => {
    if (!sheet) return;
    const acts = switchedStructure(story, sheet, mapping);
    const name = nameOf(sheet);
    if (
      await feedback(
        change({ story, acts }),
        t('Switched to {{name}}: your text is where the preview showed', { name }),
      )
    ) {
      onSwitched(name);
    }
  };

  const targets = sheet?.acts.flatMap((act, index) =>
    act.beats.map((beat, at) => ({ label: beatLabel(index, at, sheet.builtIn ? sheetText(beat.name) : beat.name) })),
  );
  const builtIns = sheets?.filter((option) => option.builtIn) ?? [];
  const own = sheets?.filter((option) => !option.builtIn) ?? [];
  return (
    <section className="card" aria-labelledby="switch-heading">
      <h2 id="switch-heading">{t('Switch to another beat sheet')}</h2>
      <p>
        {t(
          "Your text moves into the new sheet's beats as you choose below; text you send nowhere waits in the unplaced list. Nothing is lost, and the structure before the switch is kept: you can undo it.",
        )}
      </p>
      <div className="field">
        <label className="field__label" htmlFor={sheetId}>
          {t('New beat sheet')}
        </label>
        <select
          id={sheetId}
          className="field__input"
          value={sheet?._id ?? ''}
          disabled={!sheets}
          onChange={(event) => choose(event.target.value)}
        >
          <option value="">{sheets ? t('Choose a beat sheet') : t('Loading the beat sheets…')}</option>
          {builtIns.length > 0 && (
            <optgroup label={t('Built-in')}>
              {builtIns.map((option) => (
                <option key={option._id} value={option._id}>
                  {nameOf(option)}
                </option>
              ))}
            </optgroup>
          )}
          {own.length > 0 && (
            <optgroup label={t('Your beat sheets')}>
              {own.map((option) => (
                <option key={option._id} value={option._id}>
                  {option.name}
                </option>
              ))}
            </optgroup>
          )}
        </select>
      </div>
      {isError && (
        <p role="alert" className="field__error">
          {t('The beat sheets could not be loaded: reload the page to try again.')}
        </p>
      )}
      {sheet && targets && (
        <>
          {written.length === 0 ? (
            <p>{t('No beat holds text yet: the story simply takes the new beats.')}</p>
          ) : (
            <table className="story-structure__mapping">
              <caption>{t('Where your text goes')}</caption>
              <thead>
                <tr>
                  <th scope="col">{t('Your beat')}</th>
                  <th scope="col">{t('Goes to')}</th>
                </tr>
              </thead>
              <tbody>
                {written.map(({ beat, label }) => (
                  <tr key={beat._id}>
                    <th scope="row">
                      {label}
                      <span className="muted story-structure__excerpt">{truncate(beat.text ?? '', 60)}</span>
                    </th>
                    <td>
                      <select
                        aria-label={t('Where {{label}} goes', { label })}
                        className="field__input"
                        value={String(mapping[beat._id] ?? UNPLACED)}
                        onChange={(event) =>
                          setMapping({
                            ...mapping,
                            [beat._id]: event.target.value === UNPLACED ? null : Number(event.target.value),
                          })
                        }
                      >
                        {targets.map((target, position) => (
                          <option key={position} value={position}>
                            {target.label}
                          </option>
                        ))}
                        <option value={UNPLACED}>{t('The unplaced list')}</option>
                      </select>
                    </td>
                  </tr>
                ))}
              </tbody>
            </table>
          )}
          <div className="button-row">
            <button type="button" className="btn btn--primary" disabled={isLoading} onClick={() => void save()}>
              {t('Switch to {{name}}', { name: nameOf(sheet) })}
            </button>
          </div>
        </>
      )}
    </section>
  );
}

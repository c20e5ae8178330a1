import type { BeatSheet } from '@three-act/contract/beat-sheets';
import type { Story, StructureRevision } from '@three-act/contract/story-structure';
import { useCallback, useId, useRef, useState, type RefObject } from 'react';
import { SHEET_NAME_MAX } from '@three-act/contract/limits';
import { Link, useNavigate } from 'react-router-dom';
import { useCreateBeatSheetMutation, useGetBeatSheetsQuery } from '../features/beat-sheets/beat-sheets-api';
import { useFeedback } from '../app/alerts/use-feedback';
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
import { useShownStory } from '../lib/sheet-words';
import { truncate } from '../lib/text';

const UNPLACED = '';

/** /story/beat-sheet: the current story's structure, switching it to another beat sheet, and its unplaced text. */
export function StoryStructurePage() {
  const { data: outline, isSuccess: loaded } = useGetOutlineQuery();
  // Its built-in act and beat names in the reader's language, the writer's own as written (decision
  // 188); the changes sent back name beats by id and key, never by these words.
  const story = useShownStory(useGetStoryQuery(outline?._id ?? '', { skip: !outline }).data);
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
      <PageTitle title="Beat sheet" />
      <h1>Your story&apos;s beat sheet</h1>
      {!loaded || (outline && !story) ? (
        <Spinner />
      ) : !outline || !story ? (
        <p className="lead">
          There is no story yet. <Link to="/dashboard">Start one on the dashboard</Link>.
        </p>
      ) : (
        <>
          <Structure story={story} title={outline.title} heading={heading} switched={switched} onUndone={changed} />
          <Unplaced story={story} />
          <SwitchSheet key={story.version} story={story} onSwitched={changed} />
          <EarlierStructures story={story} onRestored={changed} />
        </>
      )}
    </section>
  );
}

const beatCount = (count: number) => (count === 1 ? 'one beat' : `${count} beats`);

/** A kept structure in words: "Three Act: 3 acts, 32 beats". */
function describe(revision: StructureRevision) {
  const beats = revision.acts.reduce((sum, act) => sum + act.beats, 0);
  const shape = `${revision.acts.length === 1 ? 'one act' : `${revision.acts.length} acts`}, ${beatCount(beats)}`;
  return revision.sheet ? `${revision.sheet}: ${shape}` : shape.charAt(0).toUpperCase() + shape.slice(1);
}

/**
 * Brings a kept structure back (docs/decisions/161-undo-a-structure-change.md), saying so, and
 * where text written since went if it had no beat to go to.
 */
function useRestore(story: Story, done: () => void) {
  const [restore, { isLoading }] = useRestoreStructureMutation();
  const feedback = useFeedback();
  const run = async (revision: string, message: string) => {
    const restored = await feedback(restore({ story, revision }), (answer) =>
      answer.unplaced.length > story.unplaced.length
        ? `${message}; text written since that had no beat there waits under Unplaced text`
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
  const beats = story.acts.reduce((sum, act) => sum + act.beats.length, 0);
  const [create, { isLoading }] = useCreateBeatSheetMutation();
  const feedback = useFeedback();
  const navigate = useNavigate();
  // "Save as my beat sheet": the story's acts and beats, their words and no text, as a sheet to reuse.
  const saveAsSheet = async () => {
    const name = truncate(`${title?.trim() || 'My story'}'s beat sheet`, SHEET_NAME_MAX);
    const pending = create({
      name,
      acts: story.acts.map((act) => ({
        name: act.name,
        beats: act.beats.map(({ name: beatName, question, hint }) => ({ name: beatName, question, hint })),
      })),
    });
    if (await feedback(pending, `Saved as "${name}" among your beat sheets`)) {
      void navigate(`/beat-sheets/${(await pending.unwrap())._id}`);
    }
  };
  return (
    <section className="card" aria-labelledby="structure-heading">
      <h2 id="structure-heading" ref={heading} tabIndex={-1}>
        {story.acts.length === 1 ? 'One act' : `${story.acts.length} acts`}, {beatCount(beats)}
      </h2>
      {switched && <UndoSwitch story={story} sheet={switched} onUndone={() => onUndone(null)} />}
      <ol className="story-structure__acts">
        {story.acts.map((act, index) => (
          <li key={`${index}-${act.name}`}>
            <Link to={`/act-${index + 1}`}>
              Act {ROMAN[index]}: {act.name}
            </Link>{' '}
            <span className="muted">({beatCount(act.beats.length)})</span>
          </li>
        ))}
      </ol>
      <div className="button-row">
        <button type="button" className="btn btn--secondary" disabled={isLoading} onClick={() => void saveAsSheet()}>
          Save as my beat sheet
        </button>
        <Link to="/beat-sheets">Your beat sheets</Link>
      </div>
    </section>
  );
}

/** Right after a switch: the structure before it, one press away. */
function UndoSwitch({ story, sheet, onUndone }: { story: Story; sheet: string; onUndone: () => void }) {
  const { data: revisions, isFetching } = useGetStructureRevisionsQuery(story._id);
  const [restore, isLoading] = useRestore(story, onUndone);
  const before = revisions?.[0];
  return (
    <div className="story-structure__undo">
      <p>Now on {sheet}. The structure before the switch is kept: undoing brings its beats back with their text.</p>
      <button
        type="button"
        className="btn btn--secondary"
        disabled={!before || isFetching || isLoading}
        onClick={() => before && void restore(before._id, 'Switch undone: your beats are back as they were')}
      >
        Undo the switch
      </button>
    </div>
  );
}

/** Every structure the story had before a change, newest first, each one press from coming back. */
function EarlierStructures({ story, onRestored }: { story: Story; onRestored: (sheet: null) => void }) {
  const { data: revisions, isFetching } = useGetStructureRevisionsQuery(story._id);
  const [restore, isLoading] = useRestore(story, () => onRestored(null));
  const [all, setAll] = useState(false);
  if (!revisions?.length) return null;
  const shown = all ? revisions : revisions.slice(0, 5);
  return (
    <section className="card" aria-labelledby="earlier-heading">
      <h2 id="earlier-heading">Earlier structures</h2>
      <p>
        Each change of the acts and beats keeps the structure before it. Restoring one brings its beats back with the
        text they had; text written since that has no beat there waits under Unplaced text.
      </p>
      <ul className="story-structure__unplaced">
        {shown.map((revision) => {
          const label = describe(revision);
          const when = formatListDate(revision.savedAt);
          return (
            <li key={revision._id} className="story-structure__item story-structure__earlier">
              <p>
                {label}
                <span className="muted story-structure__excerpt">until {when}</span>
              </p>
              <button
                type="button"
                className="btn btn--secondary"
                aria-label={`Restore ${label}, kept until ${when}`}
                disabled={isFetching || isLoading}
                onClick={() => void restore(revision._id, `Restored the earlier structure (${label})`)}
              >
                Restore
              </button>
            </li>
          );
        })}
      </ul>
      {revisions.length > shown.length && (
        <button type="button" className="link-button" onClick={() => setAll(true)}>
          Show all {revisions.length}
        </button>
      )}
    </section>
  );
}

/** Text that lost its beat (or came from an idea), until the writer drops it into a beat or throws it away. */
function Unplaced({ story }: { story: Story }) {
  const [place] = usePlaceUnplacedMutation();
  const [drop] = useDropUnplacedMutation();
  const feedback = useFeedback();
  const [chosen, setChosen] = useState<Record<string, string>>({});
  const beats = story.acts.flatMap((act, index) =>
    act.beats.map((beat, at) => ({ id: beat._id, label: `Act ${ROMAN[index]} · ${at + 1}. ${beat.name}` })),
  );
  if (story.unplaced.length === 0) return null;
  return (
    <section className="card" aria-labelledby="unplaced-heading">
      <h2 id="unplaced-heading">Unplaced text</h2>
      <p>
        Text a change of beat sheet took out of its beat, and Brainstorm ideas you chose to place later, wait here,
        never lost, until you place them.
      </p>
      <ul className="story-structure__unplaced">
        {story.unplaced.map((item) => {
          const target = chosen[item._id] ?? beats[0]?.id ?? '';
          const label = `Place "${truncate(item.text, 40)}" in`;
          return (
            <li key={item._id} className="story-structure__item">
              <p className="story-structure__text">{item.text}</p>
              {item.origin.beat && <p className="muted">Was in: {item.origin.beat}</p>}
              {item.origin.post && (
                <p className="muted">
                  <Link to={`/post/${encodeURIComponent(item.origin.post)}`}>
                    From {item.origin.comment ? 'a suggestion on the Brainstorm' : 'a Brainstorm idea'}
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
                  onClick={() => void feedback(place({ story, unplaced: item._id, beat: target }), 'Text placed')}
                >
                  Place it
                </button>
                <button
                  type="button"
                  className="link-button"
                  onClick={() => {
                    if (window.confirm('Throw this text away? It cannot be brought back.')) {
                      void feedback(drop({ story: story._id, unplaced: item._id }), 'Text thrown away');
                    }
                  }}
                >
                  Throw away
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
  const [change, { isLoading }] = useChangeStructureMutation();
  const feedback = useFeedback();
  const sheetId = useId();
  const { data: sheets, isError } = useGetBeatSheetsQuery();
  const [sheet, setSheet] = useState<BeatSheet | undefined>(undefined);
  const [mapping, setMapping] = useState<SwitchMapping>({});
  const written = story.acts.flatMap((act, index) =>
    act.beats
      .map((beat, at) => ({ beat, label: `Act ${ROMAN[index]} · ${at + 1}. ${beat.name}` }))
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
    if (await feedback(change({ story, acts }), `Switched to ${sheet.name}: your text is where the preview showed`)) {
      onSwitched(sheet.name);
    }
  };

  const targets = sheet?.acts.flatMap((act, index) =>
    act.beats.map((beat, at) => ({ label: `Act ${ROMAN[index]} · ${at + 1}. ${beat.name}` })),
  );
  const builtIns = sheets?.filter((option) => option.builtIn) ?? [];
  const own = sheets?.filter((option) => !option.builtIn) ?? [];
  return (
    <section className="card" aria-labelledby="switch-heading">
      <h2 id="switch-heading">Switch to another beat sheet</h2>
      <p>
        Your text moves into the new sheet&apos;s beats as you choose below; text you send nowhere waits in the unplaced
        list. Nothing is lost, and the structure before the switch is kept: you can undo it.
      </p>
      <div className="field">
        <label className="field__label" htmlFor={sheetId}>
          New beat sheet
        </label>
        <select
          id={sheetId}
          className="field__input"
          value={sheet?._id ?? ''}
          disabled={!sheets}
          onChange={(event) => choose(event.target.value)}
        >
          <option value="">{sheets ? 'Choose a beat sheet' : 'Loading the beat sheets…'}</option>
          {builtIns.length > 0 && (
            <optgroup label="Built-in">
              {builtIns.map((option) => (
                <option key={option._id} value={option._id}>
                  {option.name}
                </option>
              ))}
            </optgroup>
          )}
          {own.length > 0 && (
            <optgroup label="Your beat sheets">
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
          The beat sheets could not be loaded: reload the page to try again.
        </p>
      )}
      {sheet && targets && (
        <>
          {written.length === 0 ? (
            <p>No beat holds text yet: the story simply takes the new beats.</p>
          ) : (
            <table className="story-structure__mapping">
              <caption>Where your text goes</caption>
              <thead>
                <tr>
                  <th scope="col">Your beat</th>
                  <th scope="col">Goes to</th>
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
                        aria-label={`Where ${label} goes`}
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
                        <option value={UNPLACED}>The unplaced list</option>
                      </select>
                    </td>
                  </tr>
                ))}
              </tbody>
            </table>
          )}
          <div className="button-row">
            <button type="button" className="btn btn--primary" disabled={isLoading} onClick={() => void save()}>
              Switch to {sheet.name}
            </button>
          </div>
        </>
      )}
    </section>
  );
}

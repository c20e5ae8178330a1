import { BUILT_IN_SHEETS, THREE_ACT_SHEET } from '@three-act/contract/built-in-sheets';
import { STORIES_MAX, TITLE_MAX } from '@three-act/contract/limits';
import type { StorySummary } from '@three-act/contract/stories';
import { useId, useState, type ComponentType, type FormEvent } from 'react';
import { Link } from 'react-router-dom';
import { Spinner } from '../../../components/ui/spinner';
import { TextField } from '../../../components/ui/text-field';
import { ASKED_EACH_VISIT } from '../../../lib/api';
import { useFeedback } from '../../../app/alerts/use-feedback';
import {
  useCreateStoryMutation,
  useDeleteStoryMutation,
  useGetStoriesQuery,
  useSetCurrentStoryMutation,
} from '../stories-api';
import { StoryImport } from './story-import';
import { useSheetsT } from '../../../lib/sheet-words';
import { useOutlineT } from '../words';

/** A story's title, or `untitled` (in English, "Untitled story") while it has none. */
const storyName = (title: string | null, untitled = 'Untitled story') => title?.trim() || untitled;

/** A story's title as the outline's words show it (its own title is never translated). */
export function useStoryName() {
  const { t } = useOutlineT();
  return (title: string | null) => storyName(title, t('Untitled story'));
}

/** "Shared by Anna · Co-author" on a story another writer shared with this one (decision 189); '' on their own. */
function useSharedMark() {
  const { t } = useOutlineT();
  return ({ shared }: Pick<StorySummary, 'shared'>) =>
    !shared
      ? ''
      : shared.role === 'critic'
        ? t('Shared by {{owner}} · Critic', { owner: shared.owner })
        : t('Shared by {{owner}} · Co-author', { owner: shared.owner });
}

/** The "Beat sheet" field of a new story: its id, the sheet chosen, and the choice made. */
interface SheetFieldProps {
  id: string;
  value: string;
  onChange: (sheet: string) => void;
}

/** The built-in sheets, as the field offers them where the page gives no other. */
function BuiltInSheetField({ id, value, onChange }: SheetFieldProps) {
  const { t } = useOutlineT();
  const { t: sheet } = useSheetsT();
  return (
    <div className="field">
      <label className="field__label" htmlFor={id}>
        {t('Beat sheet')}
      </label>
      <select id={id} className="field__input" value={value} onChange={(event) => onChange(event.target.value)}>
        {BUILT_IN_SHEETS.map((builtIn) => (
          <option key={builtIn.id} value={builtIn.id}>
            {sheet(builtIn.name)}
          </option>
        ))}
      </select>
    </div>
  );
}

/**
 * The dashboard's stories block: which story the act pages show, a new one (on the beat sheet
 * `SheetField` offers: the page composes the writer's own in), and the trash.
 */
export function StorySwitcher({ SheetField = BuiltInSheetField }: { SheetField?: ComponentType<SheetFieldProps> }) {
  const { t } = useOutlineT();
  const storyName = useStoryName();
  const sharedMark = useSharedMark();
  const { data: stories, isSuccess, isError, refetch } = useGetStoriesQuery(undefined, ASKED_EACH_VISIT);
  const [setCurrent, { isLoading: switching }] = useSetCurrentStoryMutation();
  const [createStory, { isLoading: creating }] = useCreateStoryMutation();
  const [deleteStory] = useDeleteStoryMutation();
  const feedback = useFeedback();
  const [newTitle, setNewTitle] = useState<string | null>(null);
  const [beatSheet, setBeatSheet] = useState(THREE_ACT_SHEET.id);
  const selectId = useId();
  const sheetId = useId();
  const sharedId = useId();

  if (!isSuccess) {
    return isError ? (
      <div className="notice" role="note">
        <p>
          {t('Your stories could not be loaded.')}{' '}
          <button type="button" className="link-button" onClick={() => void refetch()}>
            {t('Try again')}
          </button>
        </p>
      </div>
    ) : (
      <Spinner label={t('Loading your stories')} />
    );
  }
  const current = stories.find((story) => story.current);

  const handleCreate = async (event: FormEvent) => {
    event.preventDefault();
    const title = newTitle?.trim() ?? '';
    if (!title || title.length > TITLE_MAX) return;
    if (await feedback(createStory({ title, beatSheet }), t('Story "{{title}}" started', { title }))) setNewTitle(null);
  };

  const handleDelete = async () => {
    if (
      !current ||
      !window.confirm(
        t('Move "{{title}}" to the trash? You can restore it from the trash for 30 days.', {
          title: storyName(current.title),
        }),
      )
    )
      return;
    await feedback(deleteStory(current._id), t('"{{title}}" moved to the trash', { title: storyName(current.title) }));
  };

  return (
    <section className="card story-switcher" aria-labelledby="stories-heading">
      <h2 id="stories-heading">{t('Your stories')}</h2>
      {stories.length > 0 && (
        <div className="field">
          <label className="field__label" htmlFor={selectId}>
            {t('Working on')}
          </label>
          <select
            id={selectId}
            className="field__input"
            value={current?._id ?? ''}
            disabled={switching}
            aria-describedby={current?.shared ? sharedId : undefined}
            onChange={(event) => void feedback(setCurrent(event.target.value))}
          >
            {stories.map((story) => (
              <option key={story._id} value={story._id}>
                {storyName(story.title)} ({story.progress}%){story.shared && ` — ${sharedMark(story)}`}
              </option>
            ))}
          </select>
          {current?.shared && (
            <p className="field__hint story-switcher__shared" id={sharedId}>
              {sharedMark(current)}
            </p>
          )}
        </div>
      )}
      {newTitle === null ? (
        <div className="button-row">
          <button
            type="button"
            className="btn btn--secondary"
            onClick={() => setNewTitle('')}
            disabled={stories.length >= STORIES_MAX}
          >
            {t('New story')}
          </button>
          <StoryImport disabled={stories.length >= STORIES_MAX} />
          <Link to="/stories/trash">{t('Trash')}</Link>
        </div>
      ) : (
        <form
          className="story-switcher__new"
          onSubmit={(event) => void handleCreate(event)}
          aria-label={t('New story')}
        >
          {/* Counted, never cut: a pasted title stays whole and "Start it" waits until it fits (decision 176). */}
          <TextField
            label={t('Title of the new story')}
            maxLength={TITLE_MAX}
            required
            value={newTitle}
            onChange={(event) => setNewTitle(event.target.value)}
            autoFocus
          />
          <SheetField id={sheetId} value={beatSheet} onChange={setBeatSheet} />
          <div className="button-row">
            <button type="submit" className="btn btn--primary" disabled={creating}>
              {t('Start it')}
            </button>
            <button type="button" className="btn btn--secondary" onClick={() => setNewTitle(null)}>
              {t('Cancel')}
            </button>
          </div>
        </form>
      )}
      {/* Apart from the buttons that make stories, below a rule: a slip of the thumb on "New story" never deletes one. */}
      {/* Only the owner may delete a story: one shared with the writer offers no "Delete" (decision 189). */}
      {current && !current.shared && newTitle === null && (
        <div className="button-row story-switcher__delete">
          <button type="button" className="btn btn--danger btn--small" onClick={() => void handleDelete()}>
            {t('Delete this story')}
          </button>
        </div>
      )}
    </section>
  );
}

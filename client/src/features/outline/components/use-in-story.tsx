import { skipToken } from '@reduxjs/toolkit/query';
import type { Story } from '@three-act/contract/story-structure';
import { useId, useState, type FormEvent } from 'react';
import { Link } from 'react-router-dom';
import { useFeedback } from '../../../app/alerts/use-feedback';
import { Spinner } from '../../../components/ui/spinner';
import { useGetStoriesQuery } from '../stories-api';
import { useAddIdeaToStoryMutation, useGetStoryQuery, type IdeaRef } from '../structure-api';
import { useStoryName } from './story-switcher';
import { shownStoryActs, useSheetsT, useShownStory } from '../../../lib/sheet-words';
import { Trans } from 'react-i18next';
import { useOutlineT } from '../words';

type Words = ReturnType<typeof useOutlineT>['t'];

/** The "Where" choice that sends the idea to the story's unplaced list. */
const UNPLACED = 'unplaced';

interface UseInStoryFormProps {
  idea: IdeaRef;
  /** Closes the form: after the idea went into the story, or on Cancel. */
  onClose: () => void;
}

/** Where the idea went, as the success alert says it, with a link to that place on the story's page. */
function whereItWent(t: Words, storyName: (title: string | null) => string, story: Story, beatId: string | null) {
  const title = storyName(story.title);
  const beat = story.acts.flatMap((act) => act.beats).find((item) => item._id === beatId);
  return {
    msg: beat
      ? t('Added to “{{beat}}” in “{{title}}”.', { beat: beat.name, title })
      : t('Added to the unplaced ideas of “{{title}}”.', { title }),
    link: {
      to: `/stories/${encodeURIComponent(story._id)}#${beat ? `beat-${beat._id}` : 'unplaced'}`,
      label: t('Open the story'),
    },
  };
}

/**
 * "Use in my story" under a Brainstorm post or comment (docs/decisions/157-ideas-into-stories.md):
 * one of the writer's stories (the current one first), then its unplaced ideas or one of its beats,
 * grouped by act. Drawn under the card's buttons, as the report form is.
 */
export function UseInStoryForm({ idea, onClose }: UseInStoryFormProps) {
  const { t } = useOutlineT();
  const storyName = useStoryName();
  const {
    data: stories,
    isSuccess,
    isError,
    refetch,
  } = useGetStoriesQuery(undefined, { refetchOnMountOrArgChange: true });
  const [chosen, setChosen] = useState<string | null>(null);
  const [where, setWhere] = useState(UNPLACED);
  const storyId = chosen ?? stories?.find((story) => story.current)?._id ?? stories?.[0]?._id ?? null;
  // The beats of the story chosen now, never those of the one before while it loads.
  const { currentData: chosenStory, isError: storyFailed } = useGetStoryQuery(storyId ?? skipToken);
  // Its built-in act and beat names in the reader's language, the writer's own as written (decision 188).
  const story = useShownStory(chosenStory);
  const { t: sheet } = useSheetsT();
  const [addIdea, { isLoading: adding }] = useAddIdeaToStoryMutation();
  const feedback = useFeedback();
  const storyField = useId();
  const whereField = useId();

  const submit = async (event: FormEvent) => {
    event.preventDefault();
    if (!story) return;
    const beat = where === UNPLACED ? null : where;
    const added = await feedback(addIdea({ ...idea, story: story._id, ...(beat && { beat }) }), (answer) =>
      whereItWent(t, storyName, { ...answer, acts: shownStoryActs(sheet, answer.acts) }, beat),
    );
    if (added) onClose();
  };

  let fields;
  if (!isSuccess) {
    fields = isError ? (
      <p>
        {t('Your stories could not be loaded.')}{' '}
        <button type="button" className="link-button" onClick={() => void refetch()}>
          {t('Try again')}
        </button>
      </p>
    ) : (
      <Spinner label={t('Loading your stories')} />
    );
  } else if (stories.length === 0) {
    fields = (
      <p>
        <Trans
          t={t}
          i18nKey="You have no story yet. <start>Start one on your dashboard</start>, then come back to use this idea."
          components={{ start: <Link to="/dashboard" /> }}
        />
      </p>
    );
  } else {
    fields = (
      <>
        <div className="field">
          <label className="field__label" htmlFor={storyField}>
            {t('Story')}
          </label>
          <select
            id={storyField}
            className="field__input"
            value={storyId ?? ''}
            autoFocus
            onChange={(event) => {
              setChosen(event.target.value);
              setWhere(UNPLACED);
            }}
          >
            {stories.map((item) => (
              <option key={item._id} value={item._id}>
                {storyName(item.title)}
              </option>
            ))}
          </select>
        </div>
        {story ? (
          <div className="field">
            <label className="field__label" htmlFor={whereField}>
              {t('Where in it')}
            </label>
            <select
              id={whereField}
              className="field__input"
              value={where}
              onChange={(event) => setWhere(event.target.value)}
            >
              <option value={UNPLACED}>{t('Unplaced ideas (place it later)')}</option>
              {story.acts.map((act, actIndex) => (
                <optgroup key={`${actIndex}-${act.name}`} label={act.name}>
                  {act.beats.map((beat, index) => (
                    <option key={beat._id} value={beat._id}>
                      {index + 1}. {beat.name}
                    </option>
                  ))}
                </optgroup>
              ))}
            </select>
          </div>
        ) : storyFailed ? (
          <p>{t('This story could not be loaded: choose it again, or another.')}</p>
        ) : (
          <Spinner label={t("Loading the story's beats")} />
        )}
      </>
    );
  }

  return (
    <form className="report-form" aria-label={t('Use in my story')} onSubmit={(event) => void submit(event)}>
      <p className="report-form__explain">
        {t(
          'Its text goes after what the beat already holds, never in its place, with a line linking back here; in Unplaced ideas it waits for a beat. Its author hears that a writer used it, never who or in which story.',
        )}
      </p>
      {fields}
      <div className="button-row">
        <button type="button" className="btn btn--secondary" onClick={onClose}>
          {t('Cancel')}
        </button>
        <button type="submit" className="btn btn--primary" disabled={!story || adding}>
          {t('Add to my story')}
        </button>
      </div>
    </form>
  );
}

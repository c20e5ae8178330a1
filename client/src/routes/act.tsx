import type { ActNumber } from '@three-act/contract/beats';
import { actContent, type ActContent } from '@three-act/contract/guided-questions';
import type { Outline } from '@three-act/contract/outlines';
import type { StoryActJson } from '@three-act/contract/story-acts';
import { useCallback, useEffect, useMemo } from 'react';
import { Link } from 'react-router-dom';
import { useAppDispatch, useAppSelector } from '../app/hooks';
import { setAlert } from '../app/alerts/alert-slice';
import { PageTitle } from '../components/layout/page-title';
import { Spinner } from '../components/ui/spinner';
import { useGetOutlineQuery } from '../features/outline/outline-api';
import { selectCurrentUser } from '../features/auth/auth-slice';
import { BeatsForm, type BeatExtra, type LiveFields } from '../features/outline/components/beats-form';
import { StoryComments } from '../features/together/components/story-comments';
import { useLiveEditing } from '../features/together/live/use-live-editing';
import { useLiveStory } from '../features/together/live/use-live-story';
import { useTogetherT } from '../features/together/words';
import { otherStructure, ROMAN } from '../features/outline/story-fields';
import { useOutlineT } from '../features/outline/words';
import { shownQuestion, useSheetsT, useShownStory } from '../lib/sheet-words';

interface ActPageProps {
  /** 1 to 7. */
  act: number;
}

/**
 * /act-1 … /act-7: the guided questions of one act of the current story, on whatever structure it
 * has (docs/decisions/154-story-structure-as-rows.md); before there is a story, Acts I to III of
 * the Three Act structure.
 */
export function ActPage({ act }: ActPageProps) {
  const { t } = useOutlineT();
  const { t: sheet } = useSheetsT();
  const { data: outline, isSuccess: loaded, isError, refetch } = useGetOutlineQuery();
  // Another structure's act and beat names: a built-in sheet's translated, the writer's own as written.
  const acts = otherStructure(useShownStory(outline));
  if (loaded && acts) return <StructureActPage number={act} acts={acts} outline={outline ?? null} />;
  if (act > 3) return <NoSuchAct number={act} count={3} />;
  const built = actContent(act as ActNumber);
  // The built-in act in the interface's language: its name, intro and questions.
  const content: ActContent = {
    ...built,
    name: sheet(built.name),
    intro: sheet(built.intro),
    questions: built.questions.map((question) => shownQuestion(sheet, question)),
  };

  const heading = t('Act {{roman}}: {{name}}', { roman: content.roman, name: content.name });
  if (!loaded) {
    return (
      <section className="page">
        <PageTitle title={t('Act {{roman}}', { roman: content.roman })} />
        <h1>{heading}</h1>
        {isError ? (
          <div className="notice" role="note">
            <p>
              {t('Your outline could not be loaded.')}{' '}
              <button type="button" className="link-button" onClick={() => void refetch()}>
                {t('Try again')}
              </button>
            </p>
          </div>
        ) : (
          <Spinner />
        )}
      </section>
    );
  }
  // A new act or a newly created outline starts the form from what the server holds.
  return <ActForm key={`${act}-${outline?._id ?? 'none'}`} act={content} outline={outline ?? null} heading={heading} />;
}

function ActForm({ act, outline, heading }: { act: ActContent; outline: Outline | null; heading: string }) {
  const { t } = useOutlineT();
  const writer = useAppSelector(selectCurrentUser)?._id ?? 'unknown';
  const underBeat = useBeatComments(outline, writer);
  const live = useLiveFields(outline, t('Act {{roman}}', { roman: act.roman }));
  // The title is asked on Act I, and on every act while there is no story yet, so the first SAVE works from any act.
  const titleHint =
    act.number === 1
      ? t('Required. You can change it whenever you like.')
      : outline
        ? undefined
        : t('Your story starts with its title: name it here, then SAVE.');
  return (
    <BeatsForm
      writer={writer}
      outline={outline}
      title={t('Act {{roman}}', { roman: act.roman })}
      heading={heading}
      intro={act.intro}
      sections={[
        {
          questions: act.questions.map((question, index) => ({
            question,
            number: index + 1,
            label: t('beat {{number}}', { number: index + 1 }),
          })),
        },
      ]}
      titleHint={titleHint}
      scope={t('This act')}
      underBeat={underBeat}
      live={live}
    />
  );
}

/** An act of a story on another structure than Three Act: its own beats, names and questions. */
function StructureActPage({
  number,
  acts,
  outline,
}: {
  number: number;
  acts: StoryActJson[];
  outline: Outline | null;
}) {
  const { t } = useOutlineT();
  const writer = useAppSelector(selectCurrentUser)?._id ?? 'unknown';
  const underBeat = useBeatComments(outline, writer);
  const roman = ROMAN[number - 1] ?? String(number);
  const live = useLiveFields(outline, t('Act {{roman}}', { roman }));
  const act = acts[number - 1];
  if (!act) return <NoSuchAct number={number} count={acts.length} />;
  const heading = t('Act {{roman}}: {{name}}', { roman, name: act.name });
  const beats = act.beats.length === 1 ? t('one beat') : t('{{count}} beats', { count: act.beats.length });
  return (
    <BeatsForm
      key={`${number}-${outline?._id ?? 'none'}`}
      writer={writer}
      outline={outline}
      title={t('Act {{roman}}', { roman })}
      heading={heading}
      intro={t('Act {{roman}} of {{total}}: {{beats}}.', { roman, total: acts.length, beats })}
      sections={[
        {
          questions: act.beats.map((beat, index) => ({
            question: { key: beat._id, beat: beat.name, question: beat.question, hint: beat.hint },
            number: index + 1,
            label: t('beat {{number}}', { number: index + 1 }),
          })),
        },
      ]}
      titleHint={number === 1 ? t('Required. You can change it whenever you like.') : undefined}
      scope={t('This act')}
      underBeat={underBeat}
      live={live}
    />
  );
}

/**
 * A story with members is edited live (issue 35, decision 192): its document, kept on this device
 * and synced with the server, binds the form's title and beats; `where` ("Act II") starts the place
 * the others see this writer at. Null on a story of one writer, or when the server refuses it.
 */
function useLiveFields(outline: Outline | null, where: string): LiveFields | null {
  const user = useAppSelector(selectCurrentUser);
  const dispatch = useAppDispatch();
  const { t } = useTogetherT();
  const { refetch } = useGetOutlineQuery();
  const id = user?._id;
  const name = user?.name;
  const me = useMemo(() => (id ? { id, name: name ?? '' } : null), [id, name]);
  const story = useLiveStory({ story: outline?.live ? outline._id : null, user: me });
  const ended = story?.ended === true;
  const full = story?.full === true;
  useEffect(() => {
    if (full)
      dispatch(setAlert(t("This story's live document is full (5 MB): nothing more can be added to it."), 'danger'));
  }, [full, dispatch, t]);
  // Removed from the story (or it was deleted) while the page had it open: the page reads again
  // what the writer may see, and says why the story went.
  useEffect(() => {
    if (!ended) return;
    dispatch(setAlert(t('Your access to this story has ended.'), 'danger'));
    void refetch();
  }, [ended, dispatch, refetch, t]);
  return useLiveEditing(story, where, outline?.live === true);
}

/**
 * The comments under each beat of a saved story (issue 35, decision 190), critics' too; none before
 * the story exists. Stable while the story and its owner are, so typing never renders them again.
 */
function useBeatComments(outline: Outline | null, writer: string): BeatExtra | undefined {
  const story = outline?._id;
  const owner = outline?.user;
  const underBeat = useCallback(
    (beat: string, label: string) =>
      story && owner ? (
        <StoryComments story={story} kind="beat" target={beat} label={label} field={beat} owner={owner} me={writer} />
      ) : null,
    [story, owner, writer],
  );
  return story ? underBeat : undefined;
}

/** An act the story does not have (its structure has fewer). */
function NoSuchAct({ number, count }: { number: number; count: number }) {
  const { t } = useOutlineT();
  const roman = ROMAN[number - 1] ?? String(number);
  const acts = count === 1 ? t('one act') : t('{{count}} acts', { count });
  return (
    <section className="page">
      <PageTitle title={t('Act {{roman}}', { roman })} />
      <h1>{t('No Act {{roman}} in this story', { roman })}</h1>
      <p>
        {t('This story has {{acts}}.', { acts })} <Link to="/act-1">{t('Go to Act I')}</Link>
      </p>
    </section>
  );
}

import type { ActNumber } from '@three-act/contract/beats';
import { actContent, type ActContent } from '@three-act/contract/guided-questions';
import type { Outline } from '@three-act/contract/outlines';
import type { StoryActJson } from '@three-act/contract/story-acts';
import { lazy, Suspense, useCallback, useMemo, useState, type ReactNode } from 'react';
import { Link } from 'react-router-dom';
import { useAppSelector } from '../app/hooks';
import { PageTitle } from '../components/layout/page-title';
import { Spinner } from '../components/ui/spinner';
import { useGetOutlineQuery } from '../features/outline/outline-api';
import { selectCurrentUser } from '../features/auth/auth-slice';
import { BeatsForm, type BeatExtra, type LiveFields } from '../features/outline/components/beats-form';
import { StoryComments } from '../features/together/components/story-comments';
import { PresenceList } from '../features/together/live/presence-list';
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
  const { live, source } = useLiveFields(outline, t('Act {{roman}}', { roman: act.roman }));
  // The title is asked on Act I, and on every act while there is no story yet, so the first SAVE works from any act.
  const titleHint =
    act.number === 1
      ? t('Required. You can change it whenever you like.')
      : outline
        ? undefined
        : t('Your story starts with its title: name it here, then SAVE.');
  return (
    <>
      {source}
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
    </>
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
  const { live, source } = useLiveFields(outline, t('Act {{roman}}', { roman }));
  const act = acts[number - 1];
  if (!act) return <NoSuchAct number={number} count={acts.length} />;
  const heading = t('Act {{roman}}: {{name}}', { roman, name: act.name });
  const beats = act.beats.length === 1 ? t('one beat') : t('{{count}} beats', { count: act.beats.length });
  return (
    <>
      {source}
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
    </>
  );
}

const ActLive = lazy(() => import('./act-live').then((module) => ({ default: module.ActLive })));

/** Every field waits, as while a live document opens (`useLiveEditing`), until the live code is here. */
const noBinding = () => ({ write: () => undefined, destroy: () => undefined });
const noCarets = () => null;

/**
 * A story with members is edited live (issue 35, decision 192): `live` for the form, and `source`,
 * the part of the page (act-live.tsx, a chunk of its own with Yjs) that opens its document and tells
 * `live`. Null on a story of one writer, which loads none of it, or when the server refuses the story.
 */
function useLiveFields(outline: Outline | null, where: string): { live: LiveFields | null; source: ReactNode } {
  const { t } = useTogetherT();
  const story = outline?.live ? outline._id : null;
  // What the live part told, and of which story (a story changed since tells again).
  const [told, setTold] = useState<{ story: string | null; live: LiveFields | null } | null>(null);
  const onLive = useCallback((live: LiveFields | null) => setTold({ story, live }), [story]);
  const waiting = useMemo(
    () => ({
      fields: null,
      bind: noBinding,
      status: t('Connecting…'),
      overField: noCarets,
      presence: <PresenceList others={[]} />,
    }),
    [t],
  );
  if (!story) return { live: null, source: null };
  return {
    live: told?.story === story ? told.live : waiting,
    source: (
      <Suspense fallback={null}>
        <ActLive story={story} where={where} onLive={onLive} />
      </Suspense>
    ),
  };
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

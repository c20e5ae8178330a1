import type { Story, Unplaced } from '@three-act/contract/story-structure';
import { useEffect } from 'react';
import { Link, useLocation, useParams } from 'react-router-dom';
import { PageTitle } from '../components/layout/page-title';
import { Spinner } from '../components/ui/spinner';
import { useStoryName } from '../features/outline/components/story-switcher';
import { useOutlineT } from '../features/outline/words';
import { Trans } from 'react-i18next';
import { useGetStoriesQuery } from '../features/outline/stories-api';
import { useGetStoryQuery } from '../features/outline/structure-api';
import { useShownStory } from '../lib/sheet-words';
import { useAppSelector } from '../app/hooks';
import { selectCurrentUser } from '../features/auth/auth-slice';
import { MembersPanel } from '../features/together/components/members-panel';

/** Where unplaced text came from: a Brainstorm idea (a link to its discussion) or a beat that went. */
function Origin({ origin }: { origin: Unplaced['origin'] }) {
  const { t } = useOutlineT();
  if (origin.post) {
    return (
      <Link to={`/post/${encodeURIComponent(origin.post)}`}>
        {origin.comment ? t('From a suggestion on the Brainstorm') : t('From a Brainstorm idea')}
      </Link>
    );
  }
  return origin.beat ? <>{t('From the beat “{{beat}}”, before the structure changed', { beat: origin.beat })}</> : null;
}

/** /stories/{id}#beat-{id} or #unplaced: that part of the page in view, and focused for a screen reader. */
function useScrollToPart(ready: boolean) {
  const { hash } = useLocation();
  useEffect(() => {
    const part = ready && hash ? document.getElementById(decodeURIComponent(hash.slice(1))) : null;
    if (!part) return;
    part.scrollIntoView({ block: 'start' });
    part.focus({ preventScroll: true });
  }, [hash, ready]);
}

/**
 * /stories/{id}: one of the writer's stories on any structure, to read: its acts and beats with
 * their text, and its unplaced ideas (docs/decisions/157-ideas-into-stories.md). Where "Use in my
 * story" sends a writer to see where an idea went; the act pages still edit the current story.
 */
export function StoryPage() {
  const { t } = useOutlineT();
  const { id = '' } = useParams();
  const { currentData: answer, isFetching, refetch } = useGetStoryQuery(id, { refetchOnMountOrArgChange: true });
  // Its built-in act and beat names in the reader's language, the writer's own as written (decision 188).
  const story = useShownStory(answer);
  const { data: stories } = useGetStoriesQuery();
  useScrollToPart(story !== undefined);

  if (!story) {
    return (
      <section className="page">
        <PageTitle title={t('Story')} />
        <h1>{t('Story')}</h1>
        {isFetching ? (
          <Spinner label={t('Loading the story')} />
        ) : (
          <div className="notice" role="note">
            <p>
              {t('This story could not be loaded: it may be in the trash, or not yours.')}{' '}
              <button type="button" className="link-button" onClick={() => void refetch()}>
                {t('Try again')}
              </button>
            </p>
          </div>
        )}
        <Link to="/dashboard" className="btn btn--secondary">
          {t('Back to the dashboard')}
        </Link>
      </section>
    );
  }
  const current = stories?.find((item) => item._id === story._id)?.current ?? false;
  return <StoryText story={story} current={current} />;
}

function StoryText({ story, current }: { story: Story; current: boolean }) {
  const { t } = useOutlineT();
  const storyName = useStoryName();
  const me = useAppSelector(selectCurrentUser)?._id ?? '';
  const title = storyName(story.title);
  return (
    <section className="page story-page">
      <PageTitle title={title} />
      <h1>{title}</h1>
      <p className="lead">
        {current
          ? t('This is the story your act pages show: write in it there.')
          : t('To write in this story or place its ideas, choose it under "Your stories" on the dashboard.')}
      </p>
      {story.acts.map((act, actIndex) => (
        <section key={`${actIndex}-${act.name}`} className="story-page__act" aria-labelledby={`act-${actIndex}`}>
          <h2 id={`act-${actIndex}`}>{act.name}</h2>
          {current && (
            <p>
              <Link to={`/act-${actIndex + 1}`}>{t('Write in {{act}}', { act: act.name })}</Link>
            </p>
          )}
          <ol className="story-page__beats">
            {act.beats.map((beat) => (
              <li key={beat._id} id={`beat-${beat._id}`} className="card story-page__beat" tabIndex={-1}>
                <h3 className="story-page__beat-name">{beat.name}</h3>
                {beat.text ? (
                  <p className="story-page__text">{beat.text}</p>
                ) : (
                  <p className="muted">{t('Not written yet.')}</p>
                )}
              </li>
            ))}
          </ol>
        </section>
      ))}
      <section id="unplaced" className="story-page__act" aria-labelledby="unplaced-heading" tabIndex={-1}>
        <h2 id="unplaced-heading">{t('Unplaced ideas')}</h2>
        {story.unplaced.length === 0 ? (
          <p className="muted">{t('Nothing waiting for a beat.')}</p>
        ) : (
          current && (
            <p>
              <Trans
                t={t}
                i18nKey="Place them in a beat, or throw them away, on <sheet>your story's beat sheet</sheet>."
                components={{ sheet: <Link to="/story/beat-sheet" /> }}
              />
            </p>
          )
        )}
        {story.unplaced.length > 0 && (
          <ul className="story-page__beats">
            {story.unplaced.map((item) => (
              <li key={item._id} className="card story-page__beat">
                <p className="story-page__text">{item.text}</p>
                <p className="muted story-page__origin">
                  <Origin origin={item.origin} />
                </p>
              </li>
            ))}
          </ul>
        )}
      </section>
      {/* Who writes it with whom (issue 35): the owner manages them, a member may leave. */}
      <MembersPanel story={story._id} me={me} />
      <Link to="/dashboard" className="btn btn--secondary">
        {t('Back to the dashboard')}
      </Link>
    </section>
  );
}

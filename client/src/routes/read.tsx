import { useEffect, useMemo } from 'react';
import { useParams } from 'react-router-dom';
import { PageTitle } from '../components/layout/page-title';
import { NameLinksProvider, type NamedEntry } from '../components/ui/named-text';
import { Spinner } from '../components/ui/spinner';
import { CharacterBible, OutlineSections } from '../features/outline/components/outline-document';
import { SharedCodex, sharedEntryHash, sharedNamedEntries } from '../features/outline/components/shared-codex';
import { useGetSharedStoryQuery } from '../features/outline/share-api';
import { useOutlineT } from '../features/outline/words';

/** Asks search engines not to list the page while it is open (the API also says so in X-Robots-Tag). */
function useNoIndex() {
  useEffect(() => {
    const meta = document.createElement('meta');
    meta.name = 'robots';
    meta.content = 'noindex, nofollow';
    document.head.append(meta);
    return () => meta.remove();
  }, []);
}

/** A shared entry's place on this page (its `_id` is its place in the answer's codex). */
const hashOf = (entry: NamedEntry) => sharedEntryHash(Number(entry._id));

/** /read/{token}: a story a writer shared for feedback, read-only, for anyone with the link (decision 138). */
export function ReadStory() {
  const { t } = useOutlineT();
  const { token = '' } = useParams();
  const { data: story, isLoading, isError } = useGetSharedStoryQuery(token);
  useNoIndex();
  const codex = story?.codex;
  const entries = useMemo(() => codex && sharedNamedEntries(codex), [codex]);

  if (isLoading) return <Spinner label={t('Loading the story')} />;
  if (isError || !story) {
    return (
      <section className="page page--narrow">
        <PageTitle title={t('Page Not Found')} />
        <h1>{t('Page Not Found')}</h1>
        <p className="lead">
          {t('This link does not lead to a story any more: its writer may have stopped sharing it.')}
        </p>
      </section>
    );
  }
  return (
    <article className="page outline-output read-story">
      <PageTitle title={story.title} />
      <header className="outline-output__header">
        <p className="outline-output__eyebrow">
          {t('An outline by {{author}}, shared for feedback', { author: story.author })}
        </p>
        <h1>&quot;{story.title}&quot;</h1>
      </header>
      {/* With the codex shared, the names in the beats link to their entries below (decision 181). */}
      <NameLinksProvider storyId="" entries={entries} hashOf={hashOf}>
        <OutlineSections beats={story.beats} layout="acts" />
      </NameLinksProvider>
      {story.characters && <CharacterBible characters={story.characters} />}
      {story.codex && <SharedCodex codex={story.codex} />}
    </article>
  );
}

import { useEffect } from 'react';
import { useParams } from 'react-router-dom';
import { PageTitle } from '../components/layout/page-title';
import { Spinner } from '../components/ui/spinner';
import { CharacterBible, OutlineSections } from '../features/outline/components/outline-document';
import { useGetSharedStoryQuery } from '../features/outline/share-api';

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

/** /read/{token}: a story a writer shared for feedback, read-only, for anyone with the link (decision 138). */
export function ReadStory() {
  const { token = '' } = useParams();
  const { data: story, isLoading, isError } = useGetSharedStoryQuery(token);
  useNoIndex();

  if (isLoading) return <Spinner label="Loading the story" />;
  if (isError || !story) {
    return (
      <section className="page page--narrow">
        <PageTitle title="Page Not Found" />
        <h1>Page Not Found</h1>
        <p className="lead">This link does not lead to a story any more: its writer may have stopped sharing it.</p>
      </section>
    );
  }
  return (
    <article className="page outline-output read-story">
      <PageTitle title={story.title} />
      <header className="outline-output__header">
        <p className="outline-output__eyebrow">An outline by {story.author}, shared for feedback</p>
        <h1>&quot;{story.title}&quot;</h1>
      </header>
      <OutlineSections beats={story.beats} layout="acts" />
      {story.characters && <CharacterBible characters={story.characters} />}
    </article>
  );
}

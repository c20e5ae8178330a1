import { useParams } from 'react-router-dom';
import { PageTitle } from '../components/layout/page-title';
import { LoadFailed } from '../components/ui/load-failed';
import { Spinner } from '../components/ui/spinner';
import { useGetKindsQuery } from '../features/codex/codex-api';
import { CodexList } from '../features/codex/components/codex-list';
import { CodexNav } from '../features/codex/components/codex-nav';
import { NewEntryForm } from '../features/codex/components/new-entry-form';
import { isMissing, NotYourStory } from '../features/codex/components/not-your-story';

/**
 * /stories/:id/codex: the story's world as cards of entries (issue 34,
 * docs/decisions/178-the-codex-pages.md), searched and filtered, and "New entry".
 */
export function CodexPage() {
  const { id = '' } = useParams();
  const kinds = useGetKindsQuery(id, { refetchOnMountOrArgChange: 5 });

  return (
    <section className="page codex-page">
      <PageTitle title="Codex" />
      <div className="page-head">
        <h1>Codex</h1>
      </div>
      <CodexNav story={id} />
      {kinds.currentData ? (
        <>
          <NewEntryForm story={id} kinds={kinds.currentData} />
          <CodexList story={id} kinds={kinds.currentData} />
        </>
      ) : isMissing(kinds.error) ? (
        <NotYourStory />
      ) : kinds.error ? (
        <LoadFailed notice message="The codex could not be loaded." onRetry={() => void kinds.refetch()} />
      ) : (
        <Spinner label="Loading the codex" />
      )}
    </section>
  );
}

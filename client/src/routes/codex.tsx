import { useParams, useSearchParams } from 'react-router-dom';
import { PageTitle } from '../components/layout/page-title';
import { LoadFailed } from '../components/ui/load-failed';
import { Spinner } from '../components/ui/spinner';
import { useGetCodexIndexQuery, useGetCodexInfiniteQuery, useGetKindsQuery } from '../features/codex/codex-api';
import { CodexList, listArgs } from '../features/codex/components/codex-list';
import { CodexNav } from '../features/codex/components/codex-nav';
import { NewEntryForm } from '../features/codex/components/new-entry-form';
import { isMissing, NotYourStory } from '../features/codex/components/not-your-story';
import { useCodexT } from '../features/codex/words';

/**
 * /stories/:id/codex: the story's world as cards of entries (issue 34,
 * docs/decisions/178-the-codex-pages.md), searched and filtered, and "New entry".
 */
export function CodexPage() {
  const { t } = useCodexT();
  const { id = '' } = useParams();
  const kinds = useGetKindsQuery(id, { refetchOnMountOrArgChange: 5 });
  // The first page of cards and the index (the tags) are asked with the kinds, not after them.
  const [params] = useSearchParams();
  useGetCodexInfiniteQuery(listArgs(id, params), { refetchOnMountOrArgChange: 5 });
  useGetCodexIndexQuery(id);

  return (
    <section className="page codex-page">
      <PageTitle title={t('Codex')} />
      <div className="page-head">
        <h1>{t('Codex')}</h1>
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
        <LoadFailed notice message={t('The codex could not be loaded.')} onRetry={() => void kinds.refetch()} />
      ) : (
        <Spinner label={t('Loading the codex')} />
      )}
    </section>
  );
}

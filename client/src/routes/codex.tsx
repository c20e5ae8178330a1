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
import { useStoryAccess } from '../features/together/use-story-access';

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
  // A critic reads the codex and adds nothing to it (decision 189).
  const { critic } = useStoryAccess(id);

  return (
    <section className="page codex-page">
      <PageTitle title={t('Codex')} />
      <div className="page-head">
        <h1>{t('Codex')}</h1>
      </div>
      <CodexNav story={id} />
      {kinds.currentData ? (
        <>
          {critic ? (
            <p className="notice" role="note">
              {t('You are a critic on this story: you can read it, not change it.')}
            </p>
          ) : (
            <NewEntryForm story={id} kinds={kinds.currentData} />
          )}
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

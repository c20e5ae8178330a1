import { useNavigate, useParams, useSearchParams } from 'react-router-dom';
import { useFeedback } from '../app/alerts/use-feedback';
import { PageTitle } from '../components/layout/page-title';
import { LoadFailed } from '../components/ui/load-failed';
import { SelectField } from '../components/ui/select-field';
import { Spinner } from '../components/ui/spinner';
import { useDeleteKindMutation, useGetKindsQuery } from '../features/codex/codex-api';
import { isOwnKind, kindLabel } from '../features/codex/codex-model';
import { CodexNav } from '../features/codex/components/codex-nav';
import { isMissing, NotYourStory } from '../features/codex/components/not-your-story';
import { SheetEditor } from '../features/codex/components/sheet-editor';
import { useCodexT } from '../features/codex/words';
import { useStoryAccess } from '../features/together/use-story-access';

/**
 * /stories/:id/codex/sheets?kind=place: the sheet of each kind of the story's codex, one at a time
 * (docs/decisions/178-the-codex-pages.md); a writer's own kind without entries can be deleted here.
 */
export function CodexSheetsPage() {
  const { t } = useCodexT();
  const { id = '' } = useParams();
  const [params, setParams] = useSearchParams();
  const kinds = useGetKindsQuery(id, { refetchOnMountOrArgChange: 5 });
  const [deleteKind, deleting] = useDeleteKindMutation();
  const feedback = useFeedback();
  const navigate = useNavigate();
  // A critic reads the sheets and changes none (decision 189).
  const { critic } = useStoryAccess(id);
  const list = kinds.currentData;
  const chosen = list?.find((each) => each.kind === params.get('kind')) ?? list?.[0];

  return (
    <section className="page codex-page">
      <PageTitle title={t('Sheets · Codex')} />
      <div className="page-head">
        <h1>{t('Sheets')}</h1>
      </div>
      <CodexNav story={id} />
      {list && chosen ? (
        <>
          <p className="lead">{t('Each kind of entry has a sheet: the fields its entries fill in.')}</p>
          <div className="codex-kind-pick">
            <SelectField
              label={t('Kind')}
              value={chosen.kind}
              onChange={(event) => setParams({ kind: event.target.value }, { replace: true })}
              options={list.map((each) => ({ value: each.kind, label: kindLabel(each.kind, t) }))}
            />
          </div>
          {critic && (
            <p className="notice" role="note">
              {t('You are a critic on this story: you can read it, not change it.')}
            </p>
          )}
          <fieldset className="codex-entry__fieldset" disabled={critic}>
            <SheetEditor key={chosen.kind} story={id} kind={chosen} />
          </fieldset>
          {isOwnKind(chosen.kind) && !critic && (
            <section className="sheet-kind-delete" aria-label={t('Delete the kind {{kind}}', { kind: chosen.kind })}>
              {chosen.entries > 0 ? (
                <p className="muted">
                  {t('A kind can be deleted once no entry is of that kind ({{count}} still are).', {
                    count: chosen.entries,
                  })}
                </p>
              ) : (
                <button
                  type="button"
                  className="btn btn--danger"
                  disabled={deleting.isLoading}
                  onClick={() =>
                    void (async () => {
                      if (!window.confirm(t('Delete the kind “{{kind}}” and its sheet?', { kind: chosen.kind })))
                        return;
                      if (
                        await feedback(
                          deleteKind({ story: id, kind: chosen.kind }),
                          t('The kind {{kind}} is deleted', { kind: chosen.kind }),
                        )
                      )
                        void navigate(`/stories/${encodeURIComponent(id)}/codex/sheets`, { replace: true });
                    })()
                  }
                >
                  {t('Delete the kind {{kind}}', { kind: chosen.kind })}
                </button>
              )}
            </section>
          )}
        </>
      ) : isMissing(kinds.error) ? (
        <NotYourStory />
      ) : kinds.error ? (
        <LoadFailed notice message={t('The sheets could not be loaded.')} onRetry={() => void kinds.refetch()} />
      ) : (
        <Spinner label={t('Loading the sheets')} />
      )}
    </section>
  );
}

import type { CodexListItem, CreateRelationshipBody, Relationship } from '@three-act/contract/codex';
import { lazy, Suspense, useCallback, useEffect, useMemo, useRef, useState } from 'react';
import { useNavigate, useParams, useSearchParams } from 'react-router-dom';
import { setAlert } from '../app/alerts/alert-slice';
import { useFeedback } from '../app/alerts/use-feedback';
import { useAppDispatch } from '../app/hooks';
import { PageTitle } from '../components/layout/page-title';
import { LoadFailed } from '../components/ui/load-failed';
import { SelectField } from '../components/ui/select-field';
import { Spinner } from '../components/ui/spinner';
import { useGetBoardQuery } from '../features/board/board-api';
import {
  useCreateRelationshipMutation,
  useDeleteRelationshipMutation,
  useGetCodexIndexQuery,
  useGetKindsQuery,
  useGetRelationshipsQuery,
  useSaveRelationshipMutation,
} from '../features/codex/codex-api';
import { beatLabel, tagsOf } from '../features/codex/codex-model';
import { CodexNav } from '../features/codex/components/codex-nav';
import { KindTagFilters } from '../features/codex/components/kind-tag-filters';
import { isMissing, NotYourStory } from '../features/codex/components/not-your-story';
import { TieForm } from '../features/codex/components/tie-form';
import { useStoryAccess } from '../features/together/use-story-access';
import { TiesPerEntry, TieTable } from '../features/codex/components/tie-list';
import { useCodexT } from '../features/codex/words';
import { useMediaQuery } from '../lib/use-media-query';
import { useSetSearchParam } from '../lib/use-search-param';
import { useShownBoard } from '../lib/sheet-words';

/** The map (@xyflow/react, ~60 kB) comes in its own chunk, after the table. */
const RelationshipMap = lazy(() => import('../features/codex/components/relationship-map'));

const PHONE = '(max-width: 47.99rem)';
/** The map measures itself with ResizeObserver; without one (old browsers, tests) the table says it all. */
const canMap = () => typeof ResizeObserver !== 'undefined';

/**
 * /stories/:id/relationships: the ties between the story's entries (issue 34,
 * docs/decisions/178-the-codex-pages.md) as a table (a list per entry on a phone) and a map beside
 * it, filtered by "as of beat …" (the server's `asOf`), kind and tag; ties are added, edited and
 * deleted with the form and the rows' buttons, so keyboards and screen readers do everything.
 */
export function RelationshipsPage() {
  const { t } = useCodexT();
  const { id = '' } = useParams();
  // A critic reads the ties and draws or changes none (decision 189).
  const { critic } = useStoryAccess(id);
  const [params] = useSearchParams();
  const set = useSetSearchParam();
  const setAsOf = (beat: string) => set('asOf', beat);
  const asOf = params.get('asOf') ?? '';
  const kind = params.get('kind') ?? '';
  const tag = params.get('tag') ?? '';
  const phone = useMediaQuery(PHONE);
  const navigate = useNavigate();
  const feedback = useFeedback();
  const dispatch = useAppDispatch();
  const index = useGetCodexIndexQuery(id);
  const kinds = useGetKindsQuery(id);
  const plan = useShownBoard(useGetBoardQuery(id).currentData);
  const ties = useGetRelationshipsQuery({ story: id, asOf: asOf || undefined });
  const [createTie] = useCreateRelationshipMutation();
  const [saveTie] = useSaveRelationshipMutation();
  const [deleteTie] = useDeleteRelationshipMutation();
  const [editing, setEditing] = useState<Relationship | null>(null);
  // When an edit ends (saved or cancelled), the focus goes back to that tie's Edit button.
  const edited = useRef<string | null>(null);
  useEffect(() => {
    if (editing) {
      edited.current = editing._id;
      return;
    }
    if (!edited.current) return;
    document.querySelector<HTMLButtonElement>(`[data-edit-tie="${CSS.escape(edited.current)}"]`)?.focus();
    edited.current = null;
  }, [editing]);
  // While another "as of" is read, the ties shown stay (the form and the filters too).
  const tieList = ties.currentData ?? ties.data;

  const entries = useMemo(() => index.currentData ?? [], [index.currentData]);
  const byId = useMemo(() => new Map(entries.map((entry) => [entry._id, entry])), [entries]);
  const matching = useCallback(
    (entryId: string) => {
      const entry = byId.get(entryId);
      return Boolean(entry) && (!kind || entry?.kind === kind) && (!tag || Boolean(entry?.tags.includes(tag)));
    },
    [byId, kind, tag],
  );
  const shown = useMemo(
    () => (tieList ?? []).filter((tie) => matching(tie.from) || matching(tie.to)),
    [tieList, matching],
  );
  // The map shows the entries that match and the other ends of the ties shown.
  const mapEntries = useMemo<CodexListItem[]>(() => {
    const ends = new Set(shown.flatMap((tie) => [tie.from, tie.to]));
    return entries
      .filter((entry) => ends.has(entry._id) || ((kind || tag) && matching(entry._id)))
      .map((entry) => ({ ...entry, summary: null, image: null }));
  }, [entries, shown, matching, kind, tag]);
  const labels = useMemo(() => [...new Set((tieList ?? []).map((tie) => tie.label))].sort(), [tieList]);
  const onOpen = useCallback(
    (entry: string) => void navigate(`/stories/${encodeURIComponent(id)}/codex/${encodeURIComponent(entry)}`),
    [id, navigate],
  );

  // A tie drawn on the map: the form below takes its ends and asks for its label.
  const [drawn, setDrawn] = useState<{ from: string; to: string; seq: number }>();
  const onTie = useCallback(
    (from: string, to: string) => {
      setEditing(null);
      setDrawn((last) => ({ from, to, seq: (last?.seq ?? 0) + 1 }));
    },
    [setEditing],
  );

  const save = async (body: CreateRelationshipBody) => {
    if (editing) {
      await saveTie({ story: id, relationship: editing._id, changes: body }).unwrap();
      setEditing(null);
      dispatch(setAlert(t('Tie saved'), 'success'));
    } else {
      await createTie({ story: id, relationship: body }).unwrap();
      dispatch(setAlert(t('Tie added'), 'success'));
    }
  };
  const remove = async (tie: Relationship) => {
    const what = `${byId.get(tie.from)?.name ?? t('an entry')} ${tie.label} ${byId.get(tie.to)?.name ?? t('an entry')}`;
    if (!window.confirm(t('Delete the tie “{{tie}}”?', { tie: what }))) return;
    if (editing?._id === tie._id) setEditing(null);
    await feedback(deleteTie({ story: id, relationship: tie._id }), t('Tie deleted'));
  };

  const error = index.error ?? kinds.error ?? ties.error;
  const ready = index.currentData && kinds.currentData && tieList;
  const asOfName = asOf ? beatLabel(plan, asOf, t) : null;

  return (
    <section className="page codex-page relationships-page">
      <PageTitle title={t('Relationships · Codex')} />
      <div className="page-head">
        <h1>{t('Relationships')}</h1>
      </div>
      <CodexNav story={id} />
      {ready ? (
        <>
          <div role="search" aria-label={t('Filter the ties')} className="codex-filters tie-filters">
            <SelectField
              label={t('As of beat')}
              placeholder={t('Any time')}
              value={asOf}
              onChange={(event) => setAsOf(event.target.value)}
              options={(plan?.beats ?? []).map((beat) => ({
                value: beat._id,
                label: beatLabel(plan, beat._id, t) ?? '',
              }))}
            />
            <KindTagFilters kinds={kinds.currentData ?? []} tags={tagsOf(entries)} />
          </div>
          <p className="muted" aria-live="polite">
            {shown.length === 1
              ? asOfName
                ? t('One tie holds as of {{beat}}.', { beat: asOfName })
                : t('One tie.')
              : asOfName
                ? t('{{count}} ties hold as of {{beat}}.', { count: shown.length, beat: asOfName })
                : t('{{count}} ties.', { count: shown.length })}
          </p>
          {shown.length === 0 ? (
            <p>
              {(tieList ?? []).length === 0 && !asOf
                ? t('No ties yet. Add one below: who is whose sister, rival, servant or love.')
                : t('No tie matches.')}
            </p>
          ) : phone ? (
            <TiesPerEntry
              ties={shown}
              entries={byId}
              plan={plan}
              onEdit={critic ? undefined : setEditing}
              onDelete={critic ? undefined : (tie) => void remove(tie)}
            />
          ) : (
            <>
              {/* The map: the same ties in pictures, read only (decision 179); the table below says it all in words. */}
              {canMap() && !critic && (
                <p className="muted map-hint">
                  {t(
                    'To tie two entries on the map, drag from one’s dot to the other, then name the tie in the form below. Entries without ties show when you filter by kind or tag.',
                  )}
                </p>
              )}
              {canMap() && (
                <Suspense fallback={<Spinner label={t('Loading the map')} />}>
                  <RelationshipMap
                    entries={mapEntries}
                    relationships={shown}
                    onOpen={onOpen}
                    onTie={critic ? undefined : onTie}
                  />
                </Suspense>
              )}
              <TieTable
                ties={shown}
                entries={byId}
                plan={plan}
                onEdit={critic ? undefined : setEditing}
                onDelete={critic ? undefined : (tie) => void remove(tie)}
              />
            </>
          )}
          {critic ? (
            <p className="notice" role="note">
              {t('You are a critic on this story: you can read it, not change it.')}
            </p>
          ) : (
            <TieForm
              key={editing?._id ?? `new-${drawn?.seq ?? 0}`}
              entries={entries}
              plan={plan}
              labels={labels}
              editing={editing}
              drawn={drawn}
              onSave={save}
              onCancel={() => setEditing(null)}
            />
          )}
        </>
      ) : isMissing(error) ? (
        <NotYourStory />
      ) : error ? (
        <LoadFailed
          notice
          message={t('The ties could not be loaded.')}
          onRetry={() => {
            void index.refetch();
            void kinds.refetch();
            void ties.refetch();
          }}
        />
      ) : (
        <Spinner label={t('Loading the ties')} />
      )}
    </section>
  );
}

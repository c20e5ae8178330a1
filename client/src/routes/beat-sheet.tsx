import { useState } from 'react';
import { Link, Navigate, useParams } from 'react-router-dom';
import { PageTitle } from '../components/layout/page-title';
import { Spinner } from '../components/ui/spinner';
import { SheetLoadFailed } from '../features/beat-sheets/components/sheet-load-failed';
import type { ApiFailure } from '../lib/api';
import { useGetBeatSheetQuery } from '../features/beat-sheets/beat-sheets-api';
import { SheetEditor } from '../features/beat-sheets/components/sheet-editor-form';
import { SheetView } from '../features/beat-sheets/components/sheet-view';
import { shelfPage } from '../features/beat-sheets/use-open-sheet';
import { useBeatSheetsT } from '../features/beat-sheets/words';

/** /beat-sheets/:id: the editor of one of the writer's own sheets; a built-in one read-only, to duplicate. */
export function BeatSheetPage() {
  const { t } = useBeatSheetsT();
  const { id = '' } = useParams();
  const {
    currentData: sheet,
    error,
    fulfilledTimeStamp = 0,
    refetch,
  } = useGetBeatSheetQuery(id, {
    refetchOnMountOrArgChange: true,
  });
  // The editor starts from what the server holds now, not from an older copy in the cache: an answer
  // that came after the page opened. Its own saves put their answers in the cache later still, and the
  // editor (keyed by the sheet) keeps its draft through them.
  const [openedAt] = useState(() => Date.now());
  // Another writer's sheet, opened here: it is theirs to edit, anyone's to preview on the shelf.
  if (sheet?.author) return <Navigate to={shelfPage(sheet._id)} replace />;
  if (sheet && fulfilledTimeStamp >= openedAt) {
    return sheet.builtIn ? <SheetView sheet={sheet} /> : <SheetEditor key={sheet._id} sheet={sheet} />;
  }
  const status = (error as Partial<ApiFailure> | undefined)?.status;
  if (status === 404 || status === 400) {
    return (
      <section className="page page--narrow">
        <PageTitle title={t('Beat Sheet Not Found')} />
        <h1>{t('Beat Sheet Not Found')}</h1>
        <p className="lead">{t('This beat sheet does not exist, or it is not one of yours.')}</p>
        <Link to="/beat-sheets" className="btn btn--secondary">
          {t('Back to beat sheets')}
        </Link>
      </section>
    );
  }
  if (error) return <SheetLoadFailed retry={() => void refetch()} />;
  return <Spinner label={t('Loading beat sheet')} />;
}

import type { BeatSheet } from '@three-act/contract/beat-sheets';
import { SHEETS_PER_WRITER_MAX } from '@three-act/contract/limits';
import { Link } from 'react-router-dom';
import { useFailureAlert, useFeedback } from '../app/alerts/use-feedback';
import { PageTitle } from '../components/layout/page-title';
import { Spinner } from '../components/ui/spinner';
import { useDeleteBeatSheetMutation, useGetBeatSheetsQuery } from '../features/beat-sheets/beat-sheets-api';
import { SheetCard } from '../features/beat-sheets/components/sheet-card';
import { useOpenSheet } from '../features/beat-sheets/use-open-sheet';
import { useBeatSheetsT } from '../features/beat-sheets/words';

const DELETE_SHEET = 'Delete the beat sheet "{{name}}"? This is permanent and can NOT be undone.';

/** The question before a sheet is deleted (in English; the page asks it in the interface's language). */
export const DELETE_SHEET_CONFIRM = (name: string) => DELETE_SHEET.replace('{{name}}', name);

/** /beat-sheets: the writer's own beat sheets and the built-in ones, to open, copy, start or delete. */
export function BeatSheets() {
  const { t } = useBeatSheetsT();
  const { data: sheets, isSuccess, error } = useGetBeatSheetsQuery(undefined, { refetchOnMountOrArgChange: true });
  const { duplicate, create, busy } = useOpenSheet();
  const [deleteSheet, deleting] = useDeleteBeatSheetMutation();
  const feedback = useFeedback();
  useFailureAlert(error);

  const own = sheets?.filter((sheet) => !sheet.builtIn) ?? [];
  const builtIn = sheets?.filter((sheet) => sheet.builtIn) ?? [];
  const full = own.length >= SHEETS_PER_WRITER_MAX;

  const onDelete = (sheet: BeatSheet) => {
    if (!window.confirm(t(DELETE_SHEET, { name: sheet.name }))) return;
    void feedback(deleteSheet(sheet._id), t('"{{name}}" deleted', { name: sheet.name }));
  };
  const onDuplicate = (sheet: BeatSheet) => void duplicate(sheet);

  return (
    <section className="page beat-sheets">
      <PageTitle title={t('Beat sheets')} />
      <h1>{t('Beat sheets')}</h1>
      <p className="lead">
        {t(
          "A beat sheet is a story's structure: its acts, and the beats in them with a guided question each. Start from a built-in sheet and make it your own, or build one from scratch.",
        )}
      </p>
      {!isSuccess ? (
        <Spinner label={t('Loading beat sheets')} />
      ) : (
        <>
          <section className="beat-sheets__section" aria-labelledby="own-sheets-heading">
            <div className="page-head">
              <h2 id="own-sheets-heading">{t('Your beat sheets')}</h2>
              <button type="button" className="btn btn--primary" disabled={busy || full} onClick={() => void create()}>
                {t('New beat sheet')}
              </button>
            </div>
            <p className="muted">
              {full
                ? t('{{count}} of at most {{max}}: delete one to make another', {
                    count: own.length,
                    max: SHEETS_PER_WRITER_MAX,
                  })
                : t('{{count}} of at most {{max}}', { count: own.length, max: SHEETS_PER_WRITER_MAX })}
            </p>
            {own.length === 0 ? (
              <p>{t('You have none yet. Duplicate a built-in sheet below to change it, or start a new one.')}</p>
            ) : (
              <ul className="sheet-list">
                {own.map((sheet) => (
                  <SheetCard
                    key={sheet._id}
                    sheet={sheet}
                    duplicateDisabled={busy || full}
                    deleteDisabled={deleting.isLoading}
                    onDuplicate={onDuplicate}
                    onDelete={onDelete}
                  />
                ))}
              </ul>
            )}
          </section>
          <section className="beat-sheets__section" aria-labelledby="built-in-sheets-heading">
            <h2 id="built-in-sheets-heading">{t('Built-in beat sheets')}</h2>
            <p className="muted">{t('Read them here; duplicate one to change its acts, beats and questions.')}</p>
            <ul className="sheet-list">
              {builtIn.map((sheet) => (
                <SheetCard key={sheet._id} sheet={sheet} duplicateDisabled={busy || full} onDuplicate={onDuplicate} />
              ))}
            </ul>
          </section>
        </>
      )}
      <Link to="/dashboard" className="btn btn--secondary">
        {t('Back to the dashboard')}
      </Link>
    </section>
  );
}

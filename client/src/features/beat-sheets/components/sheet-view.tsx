import type { BeatSheet } from '@three-act/contract/beat-sheets';
import { Link } from 'react-router-dom';
import { PageTitle } from '../../../components/layout/page-title';
import { useOpenSheet } from '../use-open-sheet';
import { SheetOutline, useSheetSize, useSheetText } from './sheet-outline';
import { useBeatSheetsT } from '../words';

/** A built-in beat sheet, read-only: every act, beat, question and hint, and "Duplicate to edit". */
export function SheetView({ sheet }: { sheet: BeatSheet }) {
  const { t } = useBeatSheetsT();
  const sheetSize = useSheetSize();
  const text = useSheetText(sheet.builtIn);
  const { duplicate, busy } = useOpenSheet();
  return (
    <section className="page sheet-view">
      <PageTitle title={text(sheet.name)} />
      <h1>{text(sheet.name)}</h1>
      {sheet.description && <p className="lead">{text(sheet.description)}</p>}
      <div className="notice sheet-view__notice" role="note">
        <p>
          {t(
            'A built-in beat sheet ({{size}}): it stays as it is. Duplicate it to change its acts, beats and questions.',
            { size: sheetSize(sheet) },
          )}
        </p>
        <button type="button" className="btn btn--primary" disabled={busy} onClick={() => void duplicate(sheet)}>
          {t('Duplicate to edit')}
        </button>
      </div>
      <SheetOutline sheet={sheet} full />
      <Link to="/beat-sheets" className="btn btn--secondary">
        {t('Back to beat sheets')}
      </Link>
    </section>
  );
}

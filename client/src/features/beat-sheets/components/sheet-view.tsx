import type { BeatSheet } from '@three-act/contract/beat-sheets';
import { Link } from 'react-router-dom';
import { PageTitle } from '../../../components/layout/page-title';
import { useOpenSheet } from '../use-open-sheet';
import { SheetOutline, sheetSize } from './sheet-outline';

/** A built-in beat sheet, read-only: every act, beat, question and hint, and "Duplicate to edit". */
export function SheetView({ sheet }: { sheet: BeatSheet }) {
  const { duplicate, busy } = useOpenSheet();
  return (
    <section className="page sheet-view">
      <PageTitle title={sheet.name} />
      <h1>{sheet.name}</h1>
      {sheet.description && <p className="lead">{sheet.description}</p>}
      <div className="notice sheet-view__notice" role="note">
        <p>
          A built-in beat sheet ({sheetSize(sheet)}): it stays as it is. Duplicate it to change its acts, beats and
          questions.
        </p>
        <button type="button" className="btn btn--primary" disabled={busy} onClick={() => void duplicate(sheet)}>
          Duplicate to edit
        </button>
      </div>
      <SheetOutline sheet={sheet} full />
      <Link to="/beat-sheets" className="btn btn--secondary">
        Back to beat sheets
      </Link>
    </section>
  );
}

import type { BeatSheet } from '@three-act/contract/beat-sheets';
import { useId } from 'react';
import { Link } from 'react-router-dom';
import { sheetPage } from '../use-open-sheet';
import { AdoptedCredit, descriptionBesideCredit } from './adopted-credit';
import { PublishControl } from './publish-control';
import { SheetOutline, useSheetSize, useSheetText } from './sheet-outline';
import { useBeatSheetsT } from '../words';

interface SheetCardProps {
  sheet: BeatSheet;
  /** While a copy is being made, or the writer holds the most sheets they may. */
  duplicateDisabled: boolean;
  deleteDisabled?: boolean;
  onDuplicate: (sheet: BeatSheet) => void;
  /** The writer's own sheets only. */
  onDelete?: (sheet: BeatSheet) => void;
}

/** One sheet in the list: its name (opening it), size and description, its acts and beats on demand, and what can be done with it. */
export function SheetCard({ sheet, duplicateDisabled, deleteDisabled = false, onDuplicate, onDelete }: SheetCardProps) {
  const { t } = useBeatSheetsT();
  const sheetSize = useSheetSize();
  const text = useSheetText(sheet.builtIn);
  const name = text(sheet.name);
  const which = <span className="visually-hidden"> {name}</span>;
  const nameId = useId();
  // The credit sentence adopting wrote into the description shows once, as the credit.
  const description = text(descriptionBesideCredit(sheet.description, sheet.adoptedFrom));
  return (
    <li className="card sheet-card" aria-labelledby={nameId}>
      <h3 className="sheet-card__name" id={nameId}>
        <Link to={sheetPage(sheet._id)}>{name}</Link>
      </h3>
      <p className="sheet-card__size">{sheetSize(sheet)}</p>
      {sheet.adoptedFrom && <AdoptedCredit from={sheet.adoptedFrom} />}
      {description && <p className="sheet-card__description">{description}</p>}
      <details className="sheet-card__preview">
        <summary>
          {t('Acts and beats')}
          <span className="visually-hidden"> {t('of {{name}}', { name })}</span>
        </summary>
        <SheetOutline sheet={sheet} />
      </details>
      <div className="button-row sheet-card__actions">
        {!sheet.builtIn && (
          <Link to={sheetPage(sheet._id)} className="btn btn--primary btn--small">
            {t('Edit')}
            {which}
          </Link>
        )}
        <button
          type="button"
          className="btn btn--secondary btn--small"
          disabled={duplicateDisabled}
          onClick={() => onDuplicate(sheet)}
        >
          {t('Duplicate')}
          {which}
        </button>
        {onDelete && (
          <button
            type="button"
            className="btn btn--danger btn--small"
            disabled={deleteDisabled}
            onClick={() => onDelete(sheet)}
          >
            {t('Delete')}
            {which}
          </button>
        )}
      </div>
      {!sheet.builtIn && <PublishControl sheet={sheet} />}
    </li>
  );
}

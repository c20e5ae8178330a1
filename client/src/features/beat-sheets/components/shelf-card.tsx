import type { ShelfSheet } from '@three-act/contract/beat-sheets';
import { useId } from 'react';
import { Link } from 'react-router-dom';
import { truncate } from '../../../lib/text';
import { shelfPage } from '../use-open-sheet';
import { AdoptedCredit, descriptionBesideCredit } from './adopted-credit';
import { useBeatSheetsT } from '../words';
import { Trans } from 'react-i18next';

/** How much of a description a card shows; the preview shows it whole. */
const DESCRIPTION_PREVIEW = 280;

/** One sheet on the shelf: its name (opening the preview), author, description, size and likes. */
export function ShelfCard({ sheet }: { sheet: ShelfSheet }) {
  const { t } = useBeatSheetsT();
  // "3 acts · 15 beats · 4 likes"
  const size = [
    t('{{count}} acts', { count: sheet.acts }),
    t('{{count}} beats', { count: sheet.beats }),
    t('{{count}} likes', { count: sheet.likes }),
  ].join(' · ');
  const nameId = useId();
  const description = descriptionBesideCredit(sheet.description, sheet.adoptedFrom);
  return (
    <li className="card sheet-card shelf-card" aria-labelledby={nameId}>
      <h3 className="sheet-card__name" id={nameId}>
        <Link to={shelfPage(sheet._id)}>{sheet.name}</Link>
      </h3>
      <p className="shelf-card__author">
        <Trans
          t={t}
          i18nKey="by <author>{{name}}</author>"
          values={{ name: sheet.author.name }}
          components={{ author: <Link to={`/profile/${sheet.author._id}`} /> }}
        />
      </p>
      {sheet.adoptedFrom && <AdoptedCredit from={sheet.adoptedFrom} />}
      {description && <p className="sheet-card__description">{truncate(description, DESCRIPTION_PREVIEW)}</p>}
      <p className="sheet-card__size">{sheet.liked ? t('{{size}} · you like it', { size }) : size}</p>
      <div className="button-row sheet-card__actions">
        <Link to={shelfPage(sheet._id)} className="btn btn--secondary btn--small">
          {t('Preview')}
          <span className="visually-hidden"> {sheet.name}</span>
        </Link>
      </div>
    </li>
  );
}

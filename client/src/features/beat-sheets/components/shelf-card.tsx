import type { ShelfSheet } from '@three-act/contract/beat-sheets';
import { useId } from 'react';
import { Link } from 'react-router-dom';
import { countOf, truncate } from '../../../lib/text';
import { shelfPage } from '../use-open-sheet';
import { AdoptedCredit, descriptionBesideCredit } from './adopted-credit';

/** How much of a description a card shows; the preview shows it whole. */
const DESCRIPTION_PREVIEW = 280;

/** "3 acts · 15 beats · 4 likes" */
const shelfSize = (sheet: Pick<ShelfSheet, 'acts' | 'beats' | 'likes'>) =>
  `${countOf(sheet.acts, 'act', 'acts')} · ${countOf(sheet.beats, 'beat', 'beats')} · ${countOf(sheet.likes, 'like', 'likes')}`;

/** One sheet on the shelf: its name (opening the preview), author, description, size and likes. */
export function ShelfCard({ sheet }: { sheet: ShelfSheet }) {
  const nameId = useId();
  const description = descriptionBesideCredit(sheet.description, sheet.adoptedFrom);
  return (
    <li className="card sheet-card shelf-card" aria-labelledby={nameId}>
      <h3 className="sheet-card__name" id={nameId}>
        <Link to={shelfPage(sheet._id)}>{sheet.name}</Link>
      </h3>
      <p className="shelf-card__author">
        by <Link to={`/profile/${sheet.author._id}`}>{sheet.author.name}</Link>
      </p>
      {sheet.adoptedFrom && <AdoptedCredit from={sheet.adoptedFrom} />}
      {description && <p className="sheet-card__description">{truncate(description, DESCRIPTION_PREVIEW)}</p>}
      <p className="sheet-card__size">
        {shelfSize(sheet)}
        {sheet.liked && ' · you like it'}
      </p>
      <div className="button-row sheet-card__actions">
        <Link to={shelfPage(sheet._id)} className="btn btn--secondary btn--small">
          Preview<span className="visually-hidden"> {sheet.name}</span>
        </Link>
      </div>
    </li>
  );
}

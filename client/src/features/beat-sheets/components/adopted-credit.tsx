import type { AdoptedFrom } from '@three-act/contract/beat-sheets';
import { Link } from 'react-router-dom';
import { Trans } from 'react-i18next';
import { shelfPage } from '../use-open-sheet';
import { useBeatSheetsT } from '../words';

/**
 * "Adapted from {name} by {author}": the credit an adopted copy keeps (decision 156), with the names
 * of when it was adopted. The name opens the original on the shelf, which says so if it has left.
 */
export function AdoptedCredit({ from }: { from: AdoptedFrom }) {
  const { t } = useBeatSheetsT();
  return (
    <p className="sheet-credit">
      <Trans
        t={t}
        i18nKey="Adapted from <sheet>{{name}}</sheet> by {{author}}"
        values={{ name: from.name, author: from.author }}
        components={{ sheet: <Link to={shelfPage(from.sheet)} /> }}
      />
    </p>
  );
}

/**
 * A description without the credit sentence adopting wrote at its start ("Adapted from {name} by
 * {author}."), where the credit is shown beside it anyway; the writer's own words otherwise.
 */
export function descriptionBesideCredit(description: string, from: AdoptedFrom | undefined): string {
  const credit = from && `Adapted from ${from.name} by ${from.author}.`;
  return credit && description.startsWith(credit) ? description.slice(credit.length).trim() : description;
}

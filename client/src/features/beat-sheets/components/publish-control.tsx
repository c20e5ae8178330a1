import type { BeatSheet } from '@three-act/contract/beat-sheets';
import { Link } from 'react-router-dom';
import { useFeedback } from '../../../app/alerts/use-feedback';
import { usePublishSheetMutation } from '../shelf-api';
import { shelfPage } from '../use-open-sheet';
import { useBeatSheetsT } from '../words';

/**
 * Whether one of the writer's sheets is on the Brainstorm's shelf, its likes there, and the button
 * that publishes it or takes it off (decision 160). Publishing takes a verified writer: the server's
 * refusal is shown as an alert, as every refused change is. The same button stays in place (its
 * words change), so the focus stays on it. `named`: its words name the sheet, for a list of them (the
 * editor, about one sheet, leaves the name out).
 */
export function PublishControl({ sheet, named = true }: { sheet: BeatSheet; named?: boolean }) {
  const { t } = useBeatSheetsT();
  const [publish, { isLoading }] = usePublishSheetMutation();
  const feedback = useFeedback();
  const published = Boolean(sheet.published);
  const toggle = () => {
    if (isLoading) return;
    void feedback(
      publish({ id: sheet._id, publish: !published }),
      published
        ? t('"{{name}}" is off the shelf', { name: sheet.name })
        : t('"{{name}}" is on the shelf', { name: sheet.name }),
    );
  };
  return (
    <div className="publish-control">
      <p className="publish-control__state">
        {published ? (
          <>
            <strong>{t('Published on the shelf')}</strong> · {t('{{count}} likes', { count: sheet.likes ?? 0 })} ·{' '}
            <Link to={shelfPage(sheet._id)}>
              {t('See it on the shelf')}
              <span className="visually-hidden"> {sheet.name}</span>
            </Link>
          </>
        ) : (
          t('Not on the shelf')
        )}
      </p>
      <button type="button" className="btn btn--secondary btn--small" aria-disabled={isLoading} onClick={toggle}>
        {published ? t('Take off the shelf') : t('Publish to the shelf')}
        {named && <span className="visually-hidden"> {sheet.name}</span>}
      </button>
    </div>
  );
}

import type { BeatSheet } from '@three-act/contract/beat-sheets';
import { Link } from 'react-router-dom';
import { useFeedback } from '../../../app/alerts/use-feedback';
import { countOf } from '../../../lib/text';
import { usePublishSheetMutation } from '../shelf-api';
import { shelfPage } from '../use-open-sheet';

/**
 * Whether one of the writer's sheets is on the Brainstorm's shelf, its likes there, and the button
 * that publishes it or takes it off (decision 160). Publishing takes a verified writer: the server's
 * refusal is shown as an alert, as every refused change is. The same button stays in place (its
 * words change), so the focus stays on it. `named`: its words name the sheet, for a list of them (the
 * editor, about one sheet, leaves the name out).
 */
export function PublishControl({ sheet, named = true }: { sheet: BeatSheet; named?: boolean }) {
  const [publish, { isLoading }] = usePublishSheetMutation();
  const feedback = useFeedback();
  const published = Boolean(sheet.published);
  const toggle = () => {
    if (isLoading) return;
    void feedback(
      publish({ id: sheet._id, publish: !published }),
      published ? `"${sheet.name}" is off the shelf` : `"${sheet.name}" is on the shelf`,
    );
  };
  return (
    <div className="publish-control">
      <p className="publish-control__state">
        {published ? (
          <>
            <strong>Published on the shelf</strong> · {countOf(sheet.likes ?? 0, 'like', 'likes')} ·{' '}
            <Link to={shelfPage(sheet._id)}>
              See it on the shelf<span className="visually-hidden"> {sheet.name}</span>
            </Link>
          </>
        ) : (
          'Not on the shelf'
        )}
      </p>
      <button type="button" className="btn btn--secondary btn--small" aria-disabled={isLoading} onClick={toggle}>
        {published ? 'Take off the shelf' : 'Publish to the shelf'}
        {named && <span className="visually-hidden"> {sheet.name}</span>}
      </button>
    </div>
  );
}

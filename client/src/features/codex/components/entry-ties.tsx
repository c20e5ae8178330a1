import { useId } from 'react';
import { Link } from 'react-router-dom';
import { useGetCodexIndexQuery, useGetRelationshipsQuery } from '../codex-api';
import { beatLabel, type StoryPlan } from '../codex-model';
import { useCodexT } from '../words';

/** An entry's ties, read from its side ("→ serves: The Ash Guild"), with a link to change them. */
export function EntryTies({
  story,
  entry,
  plan,
  readOnly = false,
}: {
  story: string;
  entry: string;
  plan: StoryPlan | undefined;
  /** A critic's: the ties to read, no link to change them. */
  readOnly?: boolean;
}) {
  const { t } = useCodexT();
  const id = useId();
  const { currentData: ties } = useGetRelationshipsQuery({ story, entry });
  const { currentData: index } = useGetCodexIndexQuery(story);
  const base = `/stories/${encodeURIComponent(story)}`;
  const nameOf = (other: string) => index?.find((each) => each._id === other)?.name ?? t('An entry');
  return (
    <section className="card codex-entry__ties" aria-labelledby={`${id}-ties`}>
      <h2 id={`${id}-ties`}>{t('Ties')}</h2>
      {!ties ? null : ties.length === 0 ? (
        <p className="muted">{t('No ties yet.')}</p>
      ) : (
        <ul className="codex-entry__links">
          {ties.map((tie) => {
            const outgoing = tie.from === entry;
            const other = outgoing ? tie.to : tie.from;
            const direction = tie.directed ? (outgoing ? t('to') : t('from')) : t('with');
            const from = tie.fromBeat ? beatLabel(plan, tie.fromBeat, t) : null;
            const until = tie.untilBeat ? beatLabel(plan, tie.untilBeat, t) : null;
            return (
              <li key={tie._id}>
                <span className="visually-hidden">{direction} </span>
                <span aria-hidden="true">{tie.directed ? (outgoing ? '→ ' : '← ') : '— '}</span>
                <strong>{tie.label}</strong>:{' '}
                <Link to={`${base}/codex/${encodeURIComponent(other)}`}>{nameOf(other)}</Link>
                {(from || until) && (
                  <span className="muted">
                    {' '}
                    (
                    {[from && t('from {{beat}}', { beat: from }), until && t('until {{beat}}', { beat: until })]
                      .filter(Boolean)
                      .join(' ')}
                    )
                  </span>
                )}
              </li>
            );
          })}
        </ul>
      )}
      {!readOnly && (
        <p>
          <Link to={`${base}/relationships`}>{t('Add or change ties')}</Link>
        </p>
      )}
    </section>
  );
}

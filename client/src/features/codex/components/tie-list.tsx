import type { Relationship } from '@three-act/contract/codex';
import type { CodexIndexEntry } from '../codex-api';
import { beatLabel, type StoryPlan } from '../codex-model';
import { useCodexT, type CodexT } from '../words';

interface TieListProps {
  ties: readonly Relationship[];
  entries: ReadonlyMap<string, CodexIndexEntry>;
  plan: StoryPlan | undefined;
  /** Without them (a critic's list, decision 189) the ties have no Edit or Delete. */
  onEdit?: (tie: Relationship) => void;
  onDelete?: (tie: Relationship) => void;
}

/** "From the call until the climax", "until the climax", "from the call", or "" for always. */
function holdsText(plan: StoryPlan | undefined, tie: Relationship, t: CodexT): string {
  const from = tie.fromBeat ? (beatLabel(plan, tie.fromBeat, t) ?? t('a beat')) : null;
  const until = tie.untilBeat ? (beatLabel(plan, tie.untilBeat, t) ?? t('a beat')) : null;
  if (from && until) return t('From {{from}} until {{until}}', { from, until });
  if (from) return t('From {{from}}', { from });
  if (until) return t('Until {{until}}', { until });
  return t('Throughout');
}

const nameOf = (entries: ReadonlyMap<string, CodexIndexEntry>, id: string, t: CodexT) =>
  entries.get(id)?.name ?? t('An entry');

function TieActions({
  tie,
  what,
  onEdit,
  onDelete,
}: { tie: Relationship; what: string } & Omit<TieListProps, 'ties' | 'entries' | 'plan'>) {
  const { t } = useCodexT();
  if (!onEdit || !onDelete) return null;
  return (
    <div className="button-row tie-actions">
      <button
        type="button"
        className="btn btn--secondary btn--small"
        data-edit-tie={tie._id}
        onClick={() => onEdit(tie)}
      >
        {t('Edit')}
        <span className="visually-hidden"> {t('the tie {{tie}}', { tie: what })}</span>
      </button>
      <button type="button" className="btn btn--danger btn--small" onClick={() => onDelete(tie)}>
        {t('Delete')}
        <span className="visually-hidden"> {t('the tie {{tie}}', { tie: what })}</span>
      </button>
    </div>
  );
}

/** The ties as a table: one row a tie, every column named (the map says the same in pictures). */
export function TieTable({ ties, entries, plan, onEdit, onDelete }: TieListProps) {
  const { t } = useCodexT();
  return (
    <div className="tie-table__frame">
      <table className="tie-table">
        <caption className="visually-hidden">{t('The ties between entries')}</caption>
        <thead>
          <tr>
            <th scope="col">{t('From')}</th>
            <th scope="col">{t('Tie')}</th>
            <th scope="col">{t('To')}</th>
            <th scope="col">{t('One way')}</th>
            <th scope="col">{t('From beat')}</th>
            <th scope="col">{t('Until beat')}</th>
            <th scope="col">{t('Note')}</th>
            {onEdit && onDelete && (
              <th scope="col">
                <span className="visually-hidden">{t('Actions')}</span>
              </th>
            )}
          </tr>
        </thead>
        <tbody>
          {ties.map((tie) => {
            const what = `${nameOf(entries, tie.from, t)} ${tie.label} ${nameOf(entries, tie.to, t)}`;
            return (
              <tr key={tie._id}>
                <th scope="row">{nameOf(entries, tie.from, t)}</th>
                <td>{tie.label}</td>
                <td>{nameOf(entries, tie.to, t)}</td>
                <td>{tie.directed ? t('Yes') : t('No')}</td>
                <td>{tie.fromBeat ? (beatLabel(plan, tie.fromBeat, t) ?? '') : t('The start')}</td>
                <td>{tie.untilBeat ? (beatLabel(plan, tie.untilBeat, t) ?? '') : t('The end')}</td>
                <td className="tie-table__note">{tie.note}</td>
                {onEdit && onDelete && (
                  <td>
                    <TieActions tie={tie} what={what} onEdit={onEdit} onDelete={onDelete} />
                  </td>
                )}
              </tr>
            );
          })}
        </tbody>
      </table>
    </div>
  );
}

/** On a phone, the ties per entry: each entry's name, then its ties, read from its side. */
export function TiesPerEntry({ ties, entries, plan, onEdit, onDelete }: TieListProps) {
  const { t } = useCodexT();
  const ends = [...new Set(ties.flatMap((tie) => [tie.from, tie.to]))].sort((a, b) =>
    nameOf(entries, a, t).localeCompare(nameOf(entries, b, t)),
  );
  return (
    <ul className="ties-per-entry">
      {ends.map((end) => (
        <li key={end} className="card ties-per-entry__entry">
          <h3 className="ties-per-entry__name">{nameOf(entries, end, t)}</h3>
          <ul className="ties-per-entry__ties">
            {ties
              .filter((tie) => tie.from === end || tie.to === end)
              .map((tie) => {
                const outgoing = tie.from === end;
                const other = nameOf(entries, outgoing ? tie.to : tie.from, t);
                const arrow = tie.directed ? (outgoing ? '→' : '←') : '—';
                const what = `${nameOf(entries, tie.from, t)} ${tie.label} ${nameOf(entries, tie.to, t)}`;
                return (
                  <li key={tie._id} className="ties-per-entry__tie">
                    <p className="ties-per-entry__line">
                      <span aria-hidden="true">{arrow} </span>
                      <span className="visually-hidden">
                        {tie.directed ? (outgoing ? t('To') : t('From')) : t('With')}{' '}
                      </span>
                      <strong>{tie.label}</strong>: {other}
                    </p>
                    <p className="muted ties-per-entry__holds">{holdsText(plan, tie, t)}</p>
                    {tie.note && <p className="ties-per-entry__note">{tie.note}</p>}
                    <TieActions tie={tie} what={what} onEdit={onEdit} onDelete={onDelete} />
                  </li>
                );
              })}
          </ul>
        </li>
      ))}
    </ul>
  );
}

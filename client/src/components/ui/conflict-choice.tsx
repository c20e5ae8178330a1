import { useId } from 'react';
import { useUiT } from '../../lib/ui-words';
/** How a conflicting field is settled: the writer's text, the other version, or both. */
export type Choice = 'mine' | 'theirs' | 'both';

interface ConflictChoiceProps {
  /** The field's name as the writer knows it ("the title", "beat 4"). */
  label: string;
  mine: string;
  theirs: string;
  onChoose: (choice: Choice) => void;
  /** "Keep both" joins two texts; a choice between two values (a status, a list) has no such button. */
  canKeepBoth?: boolean;
}

/** A field changed here and in another tab or device: both texts side by side, and the writer chooses. */
export function ConflictChoice({ label, mine, theirs, onChoose, canKeepBoth = true }: ConflictChoiceProps) {
  const { t } = useUiT();
  const headingId = useId();
  return (
    <section className="conflict" role="group" aria-labelledby={headingId}>
      <h3 id={headingId} className="conflict__heading">
        {t('{{label}} changed elsewhere', { label: `${label.charAt(0).toUpperCase()}${label.slice(1)}` })}
      </h3>
      <div className="conflict__versions">
        <figure className="conflict__version">
          <figcaption>{t('Yours')}</figcaption>
          <p className="conflict__text">{mine || t('(empty)')}</p>
        </figure>
        <figure className="conflict__version">
          <figcaption>{t('The other version')}</figcaption>
          <p className="conflict__text">{theirs || t('(empty)')}</p>
        </figure>
      </div>
      <div className="button-row">
        <button type="button" className="btn btn--primary" onClick={() => onChoose('mine')}>
          {t('Keep mine')}
        </button>
        <button type="button" className="btn btn--secondary" onClick={() => onChoose('theirs')}>
          {t('Keep the other')}
        </button>
        {canKeepBoth && (
          <button type="button" className="btn btn--secondary" onClick={() => onChoose('both')}>
            {t('Keep both')}
          </button>
        )}
      </div>
    </section>
  );
}

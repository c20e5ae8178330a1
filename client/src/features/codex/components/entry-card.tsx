import type { CodexListItem } from '@three-act/contract/codex';
import { memo } from 'react';
import { Link } from 'react-router-dom';
import { kindLabel } from '../codex-model';
import { EntryImage } from './entry-image';
import { useCodexT } from '../words';

/** An entry on the codex page: its picture, name (the link that opens it), kind, summary and tags. */
export const EntryCard = memo(function EntryCard({ story, entry }: { story: string; entry: CodexListItem }) {
  const { t } = useCodexT();
  const path = `/stories/${encodeURIComponent(story)}/codex/${encodeURIComponent(entry._id)}`;
  return (
    <li className="card codex-card">
      <EntryImage url={entry.image} name={entry.name} className="codex-card__image" />
      <div className="codex-card__body">
        <h2 className="codex-card__name">
          <Link to={path}>{entry.name}</Link>
        </h2>
        <p className="codex-card__kind">{kindLabel(entry.kind, t)}</p>
        {entry.aliases.length > 0 && (
          <p className="codex-card__aliases muted">{t('Also: {{names}}', { names: entry.aliases.join(', ') })}</p>
        )}
        {entry.summary && <p className="codex-card__summary">{entry.summary}</p>}
        {entry.tags.length > 0 && (
          <ul className="codex-card__tags" aria-label={t('Tags of {{name}}', { name: entry.name })}>
            {entry.tags.map((tag) => (
              <li key={tag} className="codex-card__tag">
                {tag}
              </li>
            ))}
          </ul>
        )}
        {entry.kind === 'character' && (
          <Link to={`/outlines/characters/${encodeURIComponent(entry._id)}`} className="codex-card__character">
            {t('Character card')}
            <span className="visually-hidden"> {t('of {{name}}', { name: entry.name })}</span>
          </Link>
        )}
      </div>
    </li>
  );
});

import type { BeatKey } from '@three-act/contract/beats';
import { beatReference } from '@three-act/contract/guided-questions';
import { Link } from 'react-router-dom';

/** Beats as links to where they are answered ("Act II · 8. Midpoint" → /act-2#act2a08). */
export function BeatLinks({ beats, className }: { beats: readonly BeatKey[]; className?: string }) {
  return (
    <ul className={className}>
      {beats.map((key) => {
        const { label, path } = beatReference(key);
        return (
          <li key={key}>
            <Link to={path}>{label}</Link>
          </li>
        );
      })}
    </ul>
  );
}

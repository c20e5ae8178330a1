import { isBeatKey } from '@three-act/contract/beats';
import { Link } from 'react-router-dom';
import { useBeatReference } from '../use-beat-reference';

/**
 * Beats as links to where they are answered ("Act II · 8. Midpoint" → /act-2#act2a08): the beats
 * of the Three Act structure, which the act pages show.
 */
export function BeatLinks({ beats, className }: { beats: readonly string[]; className?: string }) {
  const beatReference = useBeatReference();
  return (
    <ul className={className}>
      {beats.filter(isBeatKey).map((key) => {
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

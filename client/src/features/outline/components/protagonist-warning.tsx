import { protagonistGaps } from '@three-act/contract/beats';
import { beatReference } from '@three-act/contract/guided-questions';
import type { Character } from '@three-act/contract/outlines';
import { Link } from 'react-router-dom';

/**
 * A story's protagonist belongs in its inciting incident, midpoint and climax (PROTAGONIST_BEATS):
 * names the ones no protagonist is linked to yet, each a link to the beat.
 */
export function ProtagonistWarning({ characters }: { characters: Character[] }) {
  const gaps = protagonistGaps(characters);
  if (gaps.length === 0) return null;
  const names = characters
    .filter((character) => character.protag)
    .map((character) => character.name)
    .join(' or ');
  return (
    <div className="notice protagonist-warning" role="note">
      <p>
        {names} {names.includes(' or ') ? 'are' : 'is'} not in{' '}
        {gaps.map((key, index) => {
          const { name, path } = beatReference(key);
          return (
            <span key={key}>
              {index > 0 && (index === gaps.length - 1 ? ' or ' : ', ')}
              <Link to={path}>{name.toLowerCase()}</Link>
            </span>
          );
        })}{' '}
        yet. A protagonist usually carries these beats.
      </p>
    </div>
  );
}

import { protagonistGaps } from '@three-act/contract/beats';
import type { Character } from '@three-act/contract/outlines';
import { Fragment, type ReactNode } from 'react';
import { Trans } from 'react-i18next';
import { Link } from 'react-router-dom';
import { useBeatReference } from '../use-beat-reference';
import { useOutlineT } from '../words';

/** English's own list words (the spec's "a, b or c", without Intl's Oxford comma). */
const ENGLISH_OR = ' or ';

/**
 * "a, b or c": English as the spec writes it; another language by its own rule (Intl.ListFormat),
 * with the items (links) put back in the places it gives them.
 */
function orList(language: string, items: ReactNode[]): ReactNode {
  if (language === 'en')
    return items.map((item, index) => (
      <Fragment key={index}>
        {index > 0 && (index === items.length - 1 ? ENGLISH_OR : ', ')}
        {item}
      </Fragment>
    ));
  const parts = new Intl.ListFormat(language, { type: 'disjunction' }).formatToParts(
    items.map((_, index) => `${index}`),
  );
  return parts.map((part, index) => (
    <Fragment key={index}>{part.type === 'element' ? items[Number(part.value)] : part.value}</Fragment>
  ));
}

/**
 * A story's protagonist belongs in its inciting incident, midpoint and climax (PROTAGONIST_BEATS):
 * names the ones no protagonist is linked to yet, each a link to the beat.
 */
export function ProtagonistWarning({ characters }: { characters: Character[] }) {
  const { t, i18n } = useOutlineT();
  const beatReference = useBeatReference();
  const gaps = protagonistGaps(characters);
  if (gaps.length === 0) return null;
  const protagonists = characters.filter((character) => character.protag).map((character) => character.name);
  const language = i18n.language;
  const names =
    language === 'en'
      ? protagonists.join(' or ')
      : new Intl.ListFormat(language, { type: 'disjunction' }).format(protagonists);
  const beats = orList(
    language,
    gaps.map((key) => {
      const { name, path } = beatReference(key);
      // German writes its nouns with a capital.
      const shown = language === 'de' ? name : name.toLocaleLowerCase(language);
      return (
        <Link key={key} to={path}>
          {shown}
        </Link>
      );
    }),
  );
  return (
    <div className="notice protagonist-warning" role="note">
      <p>
        <Trans
          t={t}
          i18nKey="{{names}} is not in <beats/> yet. A protagonist usually carries these beats."
          count={protagonists.length}
          values={{ names }}
          components={{ beats: <span>{beats}</span> }}
        />
      </p>
    </div>
  );
}

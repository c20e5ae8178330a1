import type { Character } from '@three-act/contract/outlines';
import { memo } from 'react';
import { Link } from 'react-router-dom';
import { failureErrors } from '../../../lib/api';
import type { ApiError } from '../../../lib/api-error';
import { useSetCharacterBeatsMutation } from '../outline-api';
import { useOutlineT } from '../words';

/** What went wrong with a link, for the page to show (it owns the alerts). */
export type OnLinkError = (errors: ApiError[]) => void;

/** Whether the character's name is written in the beat's text: it is in the beat while the name is (decision 175). */
export const isNamedIn = (character: Character, beat: string) => character.namedIn?.includes(beat) ?? false;

/**
 * Links a character to a beat or takes it out; the list shows the change at once (outline-api).
 * The beats its name is written in are not sent: they follow the text, not the list.
 */
export function useLinkCharacter(onError: OnLinkError) {
  const [setBeats] = useSetCharacterBeatsMutation();
  return (character: Character, beat: string, linked: boolean) => {
    if (character.beats.includes(beat) === linked || isNamedIn(character, beat)) return;
    const byHand = character.beats.filter((key) => !isNamedIn(character, key));
    const beats = linked ? [...byHand, beat] : byHand.filter((key) => key !== beat);
    setBeats({ id: character._id, beats })
      .unwrap()
      .catch((error: unknown) => onError(failureErrors(error)));
  };
}

interface BeatCastProps {
  /** The beat's field (`act2a07`) or id. */
  beat: string;
  /** "beat 3", for the controls' names. */
  label: string;
  characters: Character[];
  onError: OnLinkError;
}

/**
 * "Who's here" under a beat: the story's characters in it, each removable (but those named in its
 * text, marked "named"), and a picker to add one.
 * Memoised: a key typed in its beat does not draw it again (decision 170).
 */
export const BeatCast = memo(function BeatCast({ beat, label, characters, onError }: BeatCastProps) {
  const { t } = useOutlineT();
  const link = useLinkCharacter(onError);
  const here = characters.filter((character) => character.beats.includes(beat));
  const others = characters.filter((character) => !character.beats.includes(beat));

  return (
    <div className="beat-cast" role="group" aria-label={t("Who's here in {{label}}", { label })}>
      <span className="beat-cast__label">{t("Who's here:")}</span>
      {here.length === 0 && <span className="beat-cast__nobody">{t('nobody yet')}</span>}
      {here.length > 0 && (
        <ul className="beat-cast__list">
          {here.map((character) => (
            <li key={character._id} className="beat-cast__chip">
              <Link to={`/outlines/characters/${character._id}`}>{character.name}</Link>
              {isNamedIn(character, beat) ? (
                <span
                  className="beat-cast__named"
                  title={t("{{name}} is named in this beat's text", { name: character.name })}
                >
                  {t('named')}
                </span>
              ) : (
                <button
                  type="button"
                  className="beat-cast__remove"
                  aria-label={t('Take {{name}} out of {{label}}', { name: character.name, label })}
                  onClick={() => link(character, beat, false)}
                >
                  <span aria-hidden="true">×</span>
                </button>
              )}
            </li>
          ))}
        </ul>
      )}
      {others.length > 0 && (
        <select
          className="beat-cast__add"
          aria-label={t('Add a character to {{label}}', { label })}
          value=""
          onChange={(event) => {
            const chosen = others.find((character) => character._id === event.target.value);
            if (chosen) link(chosen, beat, true);
          }}
        >
          <option value="">{t('Add…')}</option>
          {others.map((character) => (
            <option key={character._id} value={character._id}>
              {character.name}
            </option>
          ))}
        </select>
      )}
    </div>
  );
});

import type { BeatQuestion } from '@three-act/contract/guided-questions';
import type { Character } from '@three-act/contract/outlines';
import { useMemo, type ComponentProps } from 'react';
import { BeatCast, useLinkCharacter, type OnLinkError } from './beat-cast';
import { GuidedQuestionField } from './guided-question-field';
import { useOutlineT } from '../words';
import { useMention, type Mentionable } from '../../../components/ui/use-mention';

type FieldProps = Omit<ComponentProps<typeof GuidedQuestionField>, 'question' | 'children'>;

interface BeatAnswerFieldProps extends FieldProps {
  question: BeatQuestion;
  /** The story's characters; none before the story has any. */
  characters: Character[];
  /** The story's other codex entries, which "@" offers too (a stable list: none before it is read). */
  entries: readonly Mentionable[];
  /** "@" was typed: the form reads the codex then (the act page asks nothing more before). */
  onAsk: () => void;
  /** Writes the answer as the form's own change (autosave takes it from there). */
  onText: (text: string) => void;
  onLinkError: OnLinkError;
  /**
   * A critic's (decision 189): the answer is read-only but stays selectable, so a comment can quote
   * a range of it (a disabled box lets nothing be selected); its cast cannot be changed.
   */
  readOnly?: boolean;
}

/**
 * One beat's question and answer with its cast: "Who's here", and "@" to name a character (linked to
 * the beat) or another codex entry (then found there by its name, decision 177).
 */
export function BeatAnswerField({
  question,
  characters,
  entries,
  onAsk,
  onText,
  onLinkError,
  readOnly = false,
  ...fieldProps
}: BeatAnswerFieldProps) {
  const { t } = useOutlineT();
  const link = useLinkCharacter(onLinkError);
  const offered = useMemo<Mentionable[]>(() => [...characters, ...entries], [characters, entries]);
  const mention = useMention(
    offered,
    (entry, text) => {
      onText(text);
      const character = characters.find((candidate) => candidate._id === entry._id);
      if (character) link(character, question.key, true);
    },
    onAsk,
  );
  return (
    <>
      {readOnly ? (
        <GuidedQuestionField question={question} {...fieldProps} readOnly aria-readonly="true" />
      ) : (
        <GuidedQuestionField question={question} {...fieldProps} {...mention.textareaProps}>
          {mention.list}
        </GuidedQuestionField>
      )}
      {characters.length > 0 && (
        <fieldset className="act-form__row-fields" disabled={readOnly}>
          <BeatCast
            beat={question.key}
            label={t('beat {{number}}', { number: fieldProps.number })}
            characters={characters}
            onError={onLinkError}
          />
        </fieldset>
      )}
    </>
  );
}

import type { BeatQuestion } from '@three-act/contract/guided-questions';
import type { Character } from '@three-act/contract/outlines';
import type { ComponentProps } from 'react';
import { BeatCast, useLinkCharacter, type OnLinkError } from './beat-cast';
import { GuidedQuestionField } from './guided-question-field';
import { useMention } from './use-mention';

type FieldProps = Omit<ComponentProps<typeof GuidedQuestionField>, 'question' | 'children'>;

interface BeatAnswerFieldProps extends FieldProps {
  question: BeatQuestion;
  /** The story's characters; none before the story has any. */
  characters: Character[];
  /** Writes the answer as the form's own change (autosave takes it from there). */
  onText: (text: string) => void;
  onLinkError: OnLinkError;
}

/** One beat's question and answer with its cast: "Who's here", and "@" to name and link a character. */
export function BeatAnswerField({ question, characters, onText, onLinkError, ...fieldProps }: BeatAnswerFieldProps) {
  const link = useLinkCharacter(onLinkError);
  const mention = useMention(characters, (character, text) => {
    onText(text);
    link(character, question.key, true);
  });
  return (
    <>
      <GuidedQuestionField question={question} {...fieldProps} {...mention.textareaProps}>
        {mention.list}
      </GuidedQuestionField>
      {characters.length > 0 && (
        <BeatCast
          beat={question.key}
          label={`beat ${fieldProps.number}`}
          characters={characters}
          onError={onLinkError}
        />
      )}
    </>
  );
}

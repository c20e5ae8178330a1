import { useContext, useMemo, type ComponentProps } from 'react';
import { MentionEntries } from './mention-entries';
import { TextareaField } from './textarea-field';
import { useMention, type Mentionable } from './use-mention';

interface MentionTextareaFieldProps extends ComponentProps<typeof TextareaField> {
  /** A name was chosen after "@": the field's whole new text, to be set as the form's own change. */
  onMention: (text: string) => void;
}

/**
 * A labelled text area of a story's text (a scene's notes, a character's note) where "@" offers the
 * story's characters and codex entries from the page's `MentionEntries` (decision 180); choosing
 * one writes its name, which is what links it (the server recognises names in text).
 */
export function MentionTextareaField({ onMention, ...fieldProps }: MentionTextareaFieldProps) {
  const { characters, entries, ask } = useContext(MentionEntries);
  const offered = useMemo<Mentionable[]>(() => [...characters, ...entries], [characters, entries]);
  const mention = useMention(offered, (_entry, text) => onMention(text), ask);
  return (
    <TextareaField {...fieldProps} {...mention.textareaProps}>
      {mention.list}
    </TextareaField>
  );
}

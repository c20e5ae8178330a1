import { BEAT_MAX } from '@three-act/contract/limits';
import { useId, useState, type ReactNode, type TextareaHTMLAttributes } from 'react';
import { QUESTION_TRUNCATE_AT, type BeatQuestion } from '@three-act/contract/guided-questions';
import { truncate } from '../../../lib/text';
import { useOutlineT } from '../words';
import { isOverLimit, LengthCount } from '../../../components/ui/length-count';

const CARET_UP = '▴';
const CARET_DOWN = '▾';

interface GuidedQuestionFieldProps extends Omit<TextareaHTMLAttributes<HTMLTextAreaElement>, 'id'> {
  question: BeatQuestion;
  number: number | string;
  /** What is wrong with the answer (the form's rules or the server), shown under it. */
  error?: string;
  /** Words in the answer as it stands, shown under it. */
  words: number;
  /** Characters in the answer: counted near BEAT_MAX, marked past it; never cut (decision 168). */
  length: number;
  /** Shown right under the answer box (the "@" suggestions). */
  children?: ReactNode;
}

/**
 * One beat of an act form: the question (cut to 125 characters, or its own limit, with a caret
 * that shows the rest) labels the answer box.
 */
export function GuidedQuestionField({
  question,
  number,
  error,
  words,
  length,
  children,
  ...textareaProps
}: GuidedQuestionFieldProps) {
  const { t } = useOutlineT();
  const over = isOverLimit(length, BEAT_MAX);
  const id = useId();
  const questionId = `${id}-question`;
  const [expanded, setExpanded] = useState(false);
  const limit = question.truncateAt ?? QUESTION_TRUNCATE_AT;
  const long = question.question.length > limit;
  const shown = long && !expanded ? truncate(question.question, limit) : question.question;

  return (
    <div className="beat">
      <div className="beat__head">
        <span className="beat__number" aria-hidden="true">
          {number}
        </span>
        <label className="beat__label" htmlFor={id}>
          {/* On phones the number moves into the label, leaving the question the full width. */}
          <span className="beat__name">
            <span className="beat__inline-number">{number}. </span>
            {question.beat}
          </span>{' '}
          <span className="beat__question" id={questionId}>
            {shown}
          </span>
        </label>
        {long && (
          <button
            type="button"
            className="beat__caret"
            aria-expanded={expanded}
            aria-controls={questionId}
            aria-label={t('Show full question {{number}}', { number })}
            onClick={() => setExpanded((open) => !open)}
          >
            <span aria-hidden="true">{expanded ? CARET_UP : CARET_DOWN}</span>
          </button>
        )}
      </div>
      {question.hint && (
        <p className="beat__hint" id={`${id}-hint`}>
          {question.hint}
        </p>
      )}
      <textarea
        id={id}
        className="field__input field__textarea beat__answer"
        rows={4}
        aria-invalid={error || over ? true : undefined}
        aria-describedby={
          [question.hint && `${id}-hint`, `${id}-count`, error && `${id}-error`].filter(Boolean).join(' ') || undefined
        }
        {...textareaProps}
      />
      {children}
      <LengthCount id={`${id}-count`} length={length} max={BEAT_MAX} />
      <p className="beat__words">{t('{{count}} words', { count: words })}</p>
      {error && (
        <p className="field__error" id={`${id}-error`}>
          {error}
        </p>
      )}
    </div>
  );
}

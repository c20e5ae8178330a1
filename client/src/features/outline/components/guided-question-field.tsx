import { useId, useState, type ReactNode, type TextareaHTMLAttributes } from 'react';
import { QUESTION_TRUNCATE_AT, type BeatQuestion } from '@three-act/contract/guided-questions';
import { GrowingBox } from '../../../components/ui/growing-box';
import { truncate } from '../../../lib/text';
import { useOutlineT } from '../words';

const CARET_UP = '▴';
const CARET_DOWN = '▾';

interface GuidedQuestionFieldProps extends Omit<TextareaHTMLAttributes<HTMLTextAreaElement>, 'id'> {
  question: BeatQuestion;
  number: number | string;
  /** What is wrong with the answer (the form's rules or the server), shown under it. */
  error?: string;
  /** Whether the answer is past BEAT_MAX: marked, never cut (decision 168). */
  over: boolean;
  /**
   * The answer's counts under it (characters near BEAT_MAX, words), given the id the box is
   * described by: a part of their own, so a key re-renders them and not the field (decision 195).
   */
  counts: (countId: string) => ReactNode;
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
  over,
  counts,
  children,
  ...textareaProps
}: GuidedQuestionFieldProps) {
  const { t } = useOutlineT();
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
      <GrowingBox>
        <textarea
          id={id}
          className="field__input field__textarea beat__answer"
          rows={4}
          aria-invalid={error || over ? true : undefined}
          aria-describedby={
            [question.hint && `${id}-hint`, `${id}-count`, error && `${id}-error`].filter(Boolean).join(' ') ||
            undefined
          }
          {...textareaProps}
        />
      </GrowingBox>
      {children}
      {counts(`${id}-count`)}
      {error && (
        <p className="field__error" id={`${id}-error`}>
          {error}
        </p>
      )}
    </div>
  );
}

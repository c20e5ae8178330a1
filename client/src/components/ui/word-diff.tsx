import { diffWords } from 'diff';

/** What turns `from` into `to`, word by word: removed words struck, added ones marked (a version against the text now). */
export function WordDiff({ from, to }: { from: string; to: string }) {
  return (
    <p className="history__diff">
      {diffWords(from, to).map((part, index) =>
        part.added ? (
          <ins key={index}>{part.value}</ins>
        ) : part.removed ? (
          <del key={index}>{part.value}</del>
        ) : (
          <span key={index}>{part.value}</span>
        ),
      )}
    </p>
  );
}

import { Link, useSearchParams } from 'react-router-dom';
import { PageTitle } from '../components/layout/page-title';
import { Spinner } from '../components/ui/spinner';
import { beatReference, questionOf } from '@three-act/contract/guided-questions';
import { isLayout, layoutName, layoutSections, LAYOUTS, type Layout } from '@three-act/contract/layouts';
import { EMPTY_BEAT } from '@three-act/contract/outline-markdown';
import type { Character } from '@three-act/contract/outlines';
import { useGetOutlineQuery } from '../features/outline/outline-api';
import { wordsLabel } from '../lib/text';
import { wordCount, wordsIn } from '@three-act/contract/beats';

const EXPORTS = [
  ['md', 'Markdown'],
  ['docx', 'Word'],
  ['json', 'JSON'],
] as const;

/** The story's characters for reading and printing: the spec's outline page had none. */
function CharacterBible({ characters }: { characters: Character[] }) {
  if (characters.length === 0) return null;
  return (
    <section className="outline-output__act outline-output__characters" aria-label="Characters">
      <h2>Characters</h2>
      {characters.map((character) => (
        <section key={character._id} className="outline-output__beat">
          <h3>
            {character.name}
            {character.protag && <span className="outline-output__protag"> · protagonist</span>}
          </h3>
          {/* Sanitised by the server with an allow-list on save, as on the character card. */}
          <div className="rich-text" dangerouslySetInnerHTML={{ __html: character.desc }} />
          {character.beats.length > 0 && (
            <p className="outline-output__words">
              Appears in: {character.beats.map((key) => beatReference(key).label).join('; ')}
            </p>
          )}
          {character.notes.map((note) => (
            <p key={note._id}>
              <strong>{note.noteTitle}:</strong> {note.noteText}
            </p>
          ))}
        </section>
      ))}
    </section>
  );
}

/** /outlineoutput: the whole outline as one readable (and printable) document. */
export function OutlineOutput() {
  const { data, isSuccess: loaded, isError } = useGetOutlineQuery();
  const outline = data ?? null;

  const title = outline?.title?.trim() || 'Untitled story';

  // The layout lives in the address (?layout=save-the-cat), so a reload or a shared link keeps it.
  const [search, setSearch] = useSearchParams();
  const asked = search.get('layout');
  const layout: Layout = isLayout(asked) ? asked : 'acts';

  return (
    <article className="page outline-output">
      <PageTitle title="Your Outline" />
      <div className="outline-output__tools no-print">
        <Link to="/dashboard" className="btn btn--secondary">
          BACK
        </Link>
        <label className="outline-output__layout">
          Lay out by{' '}
          <select
            value={layout}
            onChange={(event) => setSearch(event.target.value === 'acts' ? {} : { layout: event.target.value })}
          >
            {LAYOUTS.map((option) => (
              <option key={option} value={option}>
                {layoutName(option)}
              </option>
            ))}
          </select>
        </label>
        <div className="button-row">
          <button type="button" className="btn btn--secondary" onClick={() => window.print()}>
            Print / Save as PDF
          </button>
          {/* The server writes the files (with the characters), so a plain link downloads them. */}
          {outline &&
            EXPORTS.map(([format, name]) => (
              <a
                key={format}
                className="btn btn--secondary"
                href={`/api/stories/${encodeURIComponent(outline._id)}/export?format=${format}&layout=${layout}`}
                download
              >
                {name}
              </a>
            ))}
        </div>
      </div>

      {!loaded ? (
        isError ? (
          <p className="lead">Your outline could not be loaded. Please reload the page.</p>
        ) : (
          <Spinner />
        )
      ) : (
        <>
          <header className="outline-output__header">
            <p className="outline-output__eyebrow">Your outline</p>
            <h1>&quot;{title}&quot;</h1>
            {layout !== 'acts' && (
              <p className="outline-output__eyebrow no-print">
                Laid out by {layoutName(layout)} ·{' '}
                <Link to={`/outline/frameworks/${layout}`}>answer it beat by beat</Link>
              </p>
            )}
            {outline && <p className="outline-output__words">{wordsLabel(wordsIn(outline))} in all</p>}
            {!outline && (
              <p className="lead no-print">
                Nothing here yet. <Link to="/act-1">Start with Act I</Link> to name your story.
              </p>
            )}
          </header>
          {layoutSections(layout).map((section) => (
            <section key={section.heading} className="outline-output__act" aria-label={section.heading}>
              <h2>{section.heading}</h2>
              {section.description && <p className="outline-output__description">{section.description}</p>}
              <p className="outline-output__words">
                {wordsLabel(
                  wordsIn(
                    outline,
                    section.beats.map(({ key }) => key),
                  ),
                )}
              </p>
              {section.beats.map(({ key, label }) => {
                const answer = outline?.[key]?.trim();
                return (
                  <section key={key} className="outline-output__beat">
                    <h3>
                      <span className="outline-output__beat-name">{label}</span>{' '}
                      <span className="outline-output__question">{questionOf(key).question}</span>
                    </h3>
                    <p
                      className={
                        answer ? 'outline-output__answer' : 'outline-output__answer outline-output__answer--empty'
                      }
                    >
                      {answer || EMPTY_BEAT}
                    </p>
                    {answer && <p className="outline-output__words">{wordsLabel(wordCount(answer))}</p>}
                  </section>
                );
              })}
            </section>
          ))}
          <CharacterBible characters={outline?.characters ?? []} />
        </>
      )}
    </article>
  );
}

import { Link, useSearchParams } from 'react-router-dom';
import { PageTitle } from '../components/layout/page-title';
import { Spinner } from '../components/ui/spinner';
import { isLayout, layoutName, LAYOUTS, type Layout } from '@three-act/contract/layouts';
import { useGetOutlineQuery } from '../features/outline/outline-api';
import { wordsLabel } from '../lib/text';
import { wordsIn } from '@three-act/contract/beats';
import { CharacterBible, OutlineSections } from '../features/outline/components/outline-document';
import { ShareLink } from '../features/outline/components/share-link';

const EXPORTS = [
  ['md', 'Markdown'],
  ['docx', 'Word'],
  ['json', 'JSON'],
] as const;

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
          <OutlineSections beats={outline} layout={layout} />
          <CharacterBible characters={outline?.characters ?? []} />
          {outline && <ShareLink storyId={outline._id} />}
        </>
      )}
    </article>
  );
}

import type { Outline } from '@three-act/contract/outlines';
import { Link, useSearchParams } from 'react-router-dom';
import { PageTitle } from '../components/layout/page-title';
import { Spinner } from '../components/ui/spinner';
import { isLayout, layoutName, LAYOUTS, type Layout } from '@three-act/contract/layouts';
import { useGetOutlineQuery } from '../features/outline/outline-api';
import { wordsLabel } from '../lib/text';
import { wordCount } from '@three-act/contract/beats';
import { CharacterBible, OutlineSections, StructureSections } from '../features/outline/components/outline-document';
import { actsOfStory, otherStructure } from '../features/outline/story-fields';
import { ShareLink } from '../features/outline/components/share-link';
import { useGetBoardQuery } from '../features/board/board-api';
import { useGetCodexIndexQuery } from '../features/codex/codex-api';
import { NameLinksProvider } from '../components/ui/named-text';
import { BeatScenes, UnplacedScenes } from '../features/board/components/plan-in-outline';

const EXPORTS = [
  ['md', 'Markdown'],
  ['docx', 'Word'],
  ['json', 'JSON'],
] as const;

/** /outlineoutput: the whole outline as one readable (and printable) document. */
export function OutlineOutput() {
  const { data, isSuccess: loaded, isError } = useGetOutlineQuery();
  const outline = data ?? null;
  const acts = otherStructure(outline);
  // The story's scenes under their beats (decision 165), once its board is read.
  const { data: board } = useGetBoardQuery(outline?._id ?? '', { skip: !outline?._id });
  const { data: codex } = useGetCodexIndexQuery(outline?._id ?? '', { skip: !outline?._id });
  const below = board
    ? ({ key, id }: { key?: string; id?: string }) => (
        <BeatScenes board={board} beat={id ?? board.beats.find((beat) => beat.key === key)?._id} />
      )
    : undefined;

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
        {/* The framework layouts regroup the Three Act structure's beats; another structure is its own layout. */}
        {!acts && (
          <label className="outline-output__layout">
            Lay out by{' '}
            <select
              value={layout}
              onChange={(event) =>
                setSearch(event.target.value === 'acts' ? {} : { layout: event.target.value }, {
                  preventScrollReset: true,
                })
              }
            >
              {LAYOUTS.map((option) => (
                <option key={option} value={option}>
                  {layoutName(option)}
                </option>
              ))}
            </select>
          </label>
        )}
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
            {outline && <p className="outline-output__words">{wordsLabel(storyWords(outline))} in all</p>}
            {!outline && (
              <p className="lead no-print">
                Nothing here yet. <Link to="/act-1">Start with Act I</Link> to name your story.
              </p>
            )}
          </header>
          {/* Names written in the beats link to their codex entries (decision 177). */}
          <NameLinksProvider storyId={outline?._id ?? ''} entries={codex}>
            {acts ? (
              <StructureSections acts={acts} below={below} />
            ) : (
              <OutlineSections beats={outline} layout={layout} below={below} />
            )}
          </NameLinksProvider>
          {board && <UnplacedScenes board={board} />}
          <CharacterBible characters={outline?.characters ?? []} acts={acts} />
          {outline && <ShareLink storyId={outline._id} />}
        </>
      )}
    </article>
  );
}

/** The words of every beat of the story, on any structure. */
const storyWords = (outline: Outline) =>
  actsOfStory(outline)
    .flatMap((act) => act.beats)
    .reduce((sum, beat) => sum + wordCount(beat.text), 0);

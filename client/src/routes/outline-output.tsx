import type { Outline } from '@three-act/contract/outlines';
import { Link, useSearchParams } from 'react-router-dom';
import { PageTitle } from '../components/layout/page-title';
import { Spinner } from '../components/ui/spinner';
import { isLayout, layoutName, LAYOUTS, type Layout } from '@three-act/contract/layouts';
import { useGetOutlineQuery } from '../features/outline/outline-api';
import { useOutlineT } from '../features/outline/words';
import { useSheetsT, useShownStory } from '../lib/sheet-words';
import { Trans } from 'react-i18next';
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
  const { t } = useOutlineT();
  const { t: sheet } = useSheetsT();
  // "Acts", or a framework's name.
  const layoutWord = (option: Layout) => (option === 'acts' ? t('Acts') : sheet(layoutName(option)));
  const { data, isSuccess: loaded, isError } = useGetOutlineQuery();
  // Another structure's built-in act and beat names in the reader's language (decision 188).
  const outline = useShownStory(data ?? null);
  const acts = otherStructure(outline);
  // The story's scenes under their beats (decision 165), once its board is read.
  const { data: board } = useGetBoardQuery(outline?._id ?? '', { skip: !outline?._id });
  const { data: codex } = useGetCodexIndexQuery(outline?._id ?? '', { skip: !outline?._id });
  const below = board
    ? ({ key, id }: { key?: string; id?: string }) => (
        <BeatScenes board={board} beat={id ?? board.beats.find((beat) => beat.key === key)?._id} />
      )
    : undefined;

  const title = outline?.title?.trim() || t('Untitled story');

  // The layout lives in the address (?layout=save-the-cat), so a reload or a shared link keeps it.
  const [search, setSearch] = useSearchParams();
  const asked = search.get('layout');
  const layout: Layout = isLayout(asked) ? asked : 'acts';

  return (
    <article className="page outline-output">
      <PageTitle title={t('Your Outline')} />
      <div className="outline-output__tools no-print">
        <Link to="/dashboard" className="btn btn--secondary">
          {t('BACK')}
        </Link>
        {/* The framework layouts regroup the Three Act structure's beats; another structure is its own layout. */}
        {!acts && (
          <label className="outline-output__layout">
            {t('Lay out by')}{' '}
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
                  {layoutWord(option)}
                </option>
              ))}
            </select>
          </label>
        )}
        <div className="button-row">
          <button type="button" className="btn btn--secondary" onClick={() => window.print()}>
            {t('Print / Save as PDF')}
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
          <p className="lead">{t('Your outline could not be loaded. Please reload the page.')}</p>
        ) : (
          <Spinner />
        )
      ) : (
        <>
          <header className="outline-output__header">
            <p className="outline-output__eyebrow">{t('Your outline')}</p>
            <h1>&quot;{title}&quot;</h1>
            {layout !== 'acts' && (
              <p className="outline-output__eyebrow no-print">
                <Trans
                  t={t}
                  i18nKey="Laid out by {{layout}} · <answer>answer it beat by beat</answer>"
                  values={{ layout: layoutWord(layout) }}
                  components={{ answer: <Link to={`/outline/frameworks/${layout}`} /> }}
                />
              </p>
            )}
            {outline && (
              <p className="outline-output__words">
                {t('{{words}} in all', { words: t('{{count}} words', { count: storyWords(outline) }) })}
              </p>
            )}
            {!outline && (
              <p className="lead no-print">
                <Trans
                  t={t}
                  i18nKey="Nothing here yet. <start>Start with Act I</start> to name your story."
                  components={{ start: <Link to="/act-1" /> }}
                />
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

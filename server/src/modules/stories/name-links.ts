import { nameMatcher } from '@three-act/contract/names-in-text';
import { InternalHyperlink, TextRun, type IRunOptions, type ParagraphChild } from 'docx';

/**
 * Names written plainly in the exported text link to their entry in the story bible of the same
 * file (issue 34, docs/decisions/181-codex-in-exports-and-shared-pages.md): in Markdown
 * `[Mara](#codex-mara)` to an `<a id="codex-mara"></a>` in the entry's heading, in Word an internal
 * hyperlink to a bookmark around the entry's heading. The one matcher of the contract reads them.
 */

/** Where an entry's section is: its Markdown anchor and its Word bookmark. */
export interface NameTarget {
  anchor: string;
  bookmark: string;
}

export interface NameLinks {
  /** The names in a text that can be links, in order, each with its entry's section. */
  find: (text: string) => { start: number; end: number; target: NameTarget }[];
}

/** The links of these entries' names; null when there is none (no bible, no links). */
export function nameLinks(
  entries: readonly { names: readonly string[]; matchCase: boolean; target: NameTarget }[],
): NameLinks | null {
  if (entries.length === 0) return null;
  const matcher = nameMatcher(entries.map(({ names, matchCase }) => ({ names, matchCase })));
  return {
    find: (text) =>
      matcher.find(text).flatMap(({ start, end, namings }) => {
        const target = entries[namings[0] ?? -1]?.target;
        return target ? [{ start, end, target }] : [];
      }),
  };
}

/** A Markdown anchor's id from a name: its letters and digits in lower case, the rest as hyphens. */
export const anchorSlug = (name: string) =>
  name
    .normalize('NFKD')
    .replace(/\p{M}/gu, '')
    .toLowerCase()
    .replace(/[^\p{L}\p{N}]+/gu, '-')
    .replace(/^-+|-+$/g, '');

/** A link the writer typed that looks like ours is written with `\#` so the import leaves it alone. */
const TYPED_LINK = /\]\(#codex-/g;
const ESCAPED_LINK = /\]\(\\#codex-/g;
/** A link the export made: its text back to the plain name. */
const MADE_LINK = /\[([^[\]\n]*)\]\(#codex-[^)\s]*\)/g;

/** A writer's plain text with the names it writes as Markdown links to their sections. */
export function linkMarkdown(text: string, links: NameLinks | null): string {
  if (!links) return text;
  let out = '';
  let at = 0;
  for (const { start, end, target } of links.find(text)) {
    const name = text.slice(start, end);
    // A name across a line break or holding a bracket could not stand as a link's text.
    if (/[[\]\n\r]/.test(name)) continue;
    out += `${text.slice(at, start).replace(TYPED_LINK, '](\\#codex-')}[${name}](#${target.anchor})`;
    at = end;
  }
  return out + text.slice(at).replace(TYPED_LINK, '](\\#codex-');
}

/** The export's links back to the plain names, so an export imported leaves the writer's text as it was. */
export const unlinkMarkdown = (text: string) => text.replace(MADE_LINK, '$1').replace(ESCAPED_LINK, '](#codex-');

/** A stretch of text as Word runs, the names it writes as internal hyperlinks to their bookmarks. */
export function linkedRuns(text: string, links: NameLinks | null, marks: IRunOptions = {}): ParagraphChild[] {
  const runs: ParagraphChild[] = [];
  let at = 0;
  for (const { start, end, target } of links?.find(text) ?? []) {
    if (start > at) runs.push(new TextRun({ ...marks, text: text.slice(at, start) }));
    runs.push(
      new InternalHyperlink({
        anchor: target.bookmark,
        children: [new TextRun({ ...marks, text: text.slice(start, end), style: 'Hyperlink' })],
      }),
    );
    at = end;
  }
  if (at < text.length || runs.length === 0) runs.push(new TextRun({ ...marks, text: text.slice(at) }));
  return runs;
}

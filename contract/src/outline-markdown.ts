import { questionOf } from './guided-questions';
import { layoutName, layoutSections, type Layout } from './layouts';
import type { Outline } from './outlines';

export const EMPTY_BEAT = '...';

/**
 * The whole outline as a Markdown document: title, then every beat under its question (line breaks
 * kept), grouped by acts or by a framework's beats.
 */
export function outlineToMarkdown(outline: Outline | null, layout: Layout = 'acts'): string {
  const title = outline?.title?.trim() || 'Untitled story';
  const lines = [`# "${title}"`, ''];
  if (layout !== 'acts') lines.push(`*Laid out by ${layoutName(layout)}*`, '');
  for (const section of layoutSections(layout)) {
    lines.push(`## ${section.heading}`, '');
    if (section.description) lines.push(section.description, '');
    for (const { key, label } of section.beats) {
      const answer = outline?.[key]?.trim();
      lines.push(
        `### ${label}`,
        '',
        `*${questionOf(key).question}*`,
        '',
        answer ? answer.replace(/\r?\n/g, '  \n') : EMPTY_BEAT,
        '',
      );
    }
  }
  return `${lines.join('\n').trimEnd()}\n`;
}

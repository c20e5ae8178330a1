import { ACTS } from './guided-questions';
import type { Outline } from './outlines';

export const EMPTY_BEAT = '...';

/** The whole outline as a Markdown document: title, then every beat under its question (line breaks kept). */
export function outlineToMarkdown(outline: Outline | null): string {
  const title = outline?.title?.trim() || 'Untitled story';
  const lines = [`# "${title}"`, ''];
  for (const act of ACTS) {
    lines.push(`## Act ${act.roman}: ${act.name}`, '');
    act.questions.forEach((question, index) => {
      const answer = outline?.[question.key]?.trim();
      lines.push(
        `### ${index + 1}. ${question.beat}`,
        '',
        `*${question.question}*`,
        '',
        answer ? answer.replace(/\r?\n/g, '  \n') : EMPTY_BEAT,
        '',
      );
    });
  }
  return `${lines.join('\n').trimEnd()}\n`;
}

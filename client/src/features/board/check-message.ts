import type { StoryCheck } from '@three-act/contract/board';
import { i18next } from '../../lib/i18n';
import type { BoardT } from './words';

/**
 * The server words a story check in English (server/src/modules/board/checks.ts), one sentence per
 * kind with the story's names in it. In another language the client reads the names back out of
 * that sentence and says it in the writer's language; a sentence it does not recognise shows as sent.
 */
const SENTENCES: Partial<Record<StoryCheck['kind'], { pattern: RegExp; key: string; names: string[] }[]>> = {
  'plotline-gap': [
    {
      pattern: /^“(.*)” has no scene in (.*), between its scenes in (.*) and (.*): a thread dropped\?$/s,
      key: '“{{plotline}}” has no scene in {{act}}, between its scenes in {{first}} and {{last}}: a thread dropped?',
      names: ['plotline', 'act', 'first', 'last'],
    },
  ],
  'plotline-unresolved': [
    {
      pattern: /^“(.*)” has no scene in (.*): is it resolved\?$/s,
      key: '“{{plotline}}” has no scene in {{act}}: is it resolved?',
      names: ['plotline', 'act'],
    },
  ],
  overlap: [
    {
      pattern: /^(.*) is in “(.*)” at (.*) and in “(.*)” at (.*) at the same time\.$/s,
      key: '{{character}} is in “{{first}}” at {{firstPlace}} and in “{{second}}” at {{secondPlace}} at the same time.',
      names: ['character', 'first', 'firstPlace', 'second', 'secondPlace'],
    },
  ],
  'pov-absent': [
    {
      pattern: /^“(.*)” is told by (.*), who is not among its characters\.$/s,
      key: '“{{scene}}” is told by {{character}}, who is not among its characters.',
      names: ['scene', 'character'],
    },
  ],
  'protagonist-absent': [
    {
      pattern: /^(.*) are in no scene of (.*), a beat the protagonist usually carries\.$/s,
      key: '{{names}} are in no scene of {{beat}}, a beat the protagonist usually carries.',
      names: ['names', 'beat'],
    },
    {
      pattern: /^(.*) is in no scene of (.*), a beat the protagonist usually carries\.$/s,
      key: '{{name}} is in no scene of {{beat}}, a beat the protagonist usually carries.',
      names: ['name', 'beat'],
    },
  ],
  'act-without-scene': [{ pattern: /^(.*) has no scene yet\.$/s, key: '{{act}} has no scene yet.', names: ['act'] }],
  'scene-without-plotline': [
    { pattern: /^“(.*)” is on no plotline\.$/s, key: '“{{scene}}” is on no plotline.', names: ['scene'] },
  ],
};

/** "Ana, Ben and Cy" as the server joins names, joined again the language's way. */
function relisted(names: string, language: string): string {
  const list = names.split(/, | and /);
  return new Intl.ListFormat(language, { type: 'conjunction' }).format(list);
}

/**
 * The story's built-in act and beat names the board shows translated, by their English (decision
 * 188): a check names them as the server reads them, in English.
 */
export type ShownNames = ReadonlyMap<string, string>;

/** The parts of a sentence that are an act's or a beat's name. */
const PART_NAMES = new Set(['act', 'first', 'last', 'beat']);

/** A story check's message in the interface's language. */
export function checkMessage(
  check: Pick<StoryCheck, 'kind' | 'message'>,
  t: BoardT,
  shown: ShownNames = new Map(),
): string {
  const language = i18next.language;
  if (!language || language === 'en') return check.message;
  for (const { pattern, key, names } of SENTENCES[check.kind] ?? []) {
    const found = pattern.exec(check.message);
    if (!found) continue;
    const values = Object.fromEntries(
      names.map((name, index) => {
        const value = found[index + 1] ?? '';
        return [name, PART_NAMES.has(name) ? (shown.get(value) ?? value) : value];
      }),
    );
    if (values.names) values.names = relisted(values.names, language);
    return t(key, values);
  }
  return check.message;
}

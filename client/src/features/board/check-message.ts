import type { StoryCheck } from '@three-act/contract/board';
import { i18next } from '../../lib/i18n';
import type { BoardT } from './words';

/**
 * The story's built-in act and beat names the board shows translated, by their English (decision
 * 188): the server names them as a story keeps them, in English.
 */
export type ShownNames = ReadonlyMap<string, string>;

/** The values that are an act's or a beat's name. */
const PART_NAMES = ['act', 'first', 'last', 'beat'] as const;

/**
 * A story check's sentence in the interface's language, made from its kind and the story's names
 * the server sends with it (`values`; server/src/modules/board/checks.ts words it the same way
 * for REST clients). The names are the writer's and stay as written, but a built-in act or beat
 * name the board shows translated reads as the board shows it.
 */
export function checkMessage(
  check: Pick<StoryCheck, 'kind' | 'values'>,
  t: BoardT,
  shown: ShownNames = new Map(),
): string {
  const values = { ...check.values };
  for (const part of PART_NAMES) {
    const name = values[part];
    if (name !== undefined) values[part] = shown.get(name) ?? name;
  }
  switch (check.kind) {
    case 'plotline-gap':
      return t(
        '“{{plotline}}” has no scene in {{act}}, between its scenes in {{first}} and {{last}}: a thread dropped?',
        values,
      );
    case 'plotline-unresolved':
      return t('“{{plotline}}” has no scene in {{act}}: is it resolved?', values);
    case 'overlap':
      return t(
        '{{character}} is in “{{first}}” at {{firstPlace}} and in “{{second}}” at {{secondPlace}} at the same time.',
        values,
      );
    case 'pov-absent':
      return t('“{{scene}}” is told by {{character}}, who is not among its characters.', values);
    case 'protagonist-absent': {
      const names = values.names ?? [];
      if (names.length < 2)
        return t('{{name}} is in no scene of {{beat}}, a beat the protagonist usually carries.', {
          name: names[0] ?? '',
          beat: values.beat,
        });
      // "Ana, Ben and Cy" joined the language's way (English as the server says it, no comma before "and").
      const language = i18next.language === 'en' || !i18next.language ? 'en-GB' : i18next.language;
      return t('{{names}} are in no scene of {{beat}}, a beat the protagonist usually carries.', {
        names: new Intl.ListFormat(language, { type: 'conjunction' }).format(names),
        beat: values.beat,
      });
    }
    case 'act-without-scene':
      return t('{{act}} has no scene yet.', values);
    case 'scene-without-plotline':
      return t('“{{scene}}” is on no plotline.', values);
  }
}

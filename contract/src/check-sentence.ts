import type { CheckValues, StoryCheck } from './board';

/** Words a sentence is looked up in: i18next's `t` of the namespace holding the checks' keys. */
export type Wording = (key: string, values: Record<string, unknown>) => string;

/**
 * A story check's sentence from its kind and values, in the language of `t` (the server's
 * `messages`, the client's `board` words: the same keys). The values are the story's names, never
 * translated; several protagonists are listed the language's way (`language`: English as "Ana, Ben
 * and Cy", no comma before "and").
 */
export function checkSentence(kind: StoryCheck['kind'], values: CheckValues, t: Wording, language: string): string {
  switch (kind) {
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
      const list = new Intl.ListFormat(language === 'en' || !language ? 'en-GB' : language, { type: 'conjunction' });
      return t('{{names}} are in no scene of {{beat}}, a beat the protagonist usually carries.', {
        names: list.format(names),
        beat: values.beat,
      });
    }
    case 'act-without-scene':
      return t('{{act}} has no scene yet.', values);
    case 'scene-without-plotline':
      return t('“{{scene}}” is on no plotline.', values);
  }
}

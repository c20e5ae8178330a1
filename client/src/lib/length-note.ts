/**
 * What a long text's field says about its limit (docs/decisions/168-long-texts-and-settled-conflicts.md):
 * nothing until 90 % of it, then the characters left, and past it how many are too many. Nothing
 * is ever cut: the text stays as typed or pasted, kept on the device, and is not saved until shortened.
 */
import { uiT } from './ui-words';
import { currentLanguage } from './i18n';

const COUNT_FROM = 0.9;

export interface LengthNote {
  text: string;
  over: boolean;
}

/** Figures as the language showing writes them ("10,000" in English, "10.000" in German). */
const figure = (n: number) => {
  const language = currentLanguage();
  return n.toLocaleString(language === 'en' ? 'en-US' : language);
};

/** Whether a text this long is counted under its field (from 90 % of its limit). */
export const isCounted = (length: number, max: number) => length >= max * COUNT_FROM;

/** In the language showing; the English is the keys' (`common`), with the plural forms. */
export function lengthNote(length: number, max: number): LengthNote | null {
  if (!isCounted(length, max)) return null;
  if (length <= max)
    return {
      over: false,
      text: uiT('{{n}} characters left of {{max}}', {
        count: max - length,
        n: figure(max - length),
        max: figure(max),
      }),
    };
  return {
    over: true,
    text: uiT('Too long: {{n}} characters over the limit of {{max}}. Shorten it; nothing has been cut.', {
      count: length - max,
      n: figure(length - max),
      max: figure(max),
    }),
  };
}

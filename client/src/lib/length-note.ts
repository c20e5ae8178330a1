/**
 * What a long text's field says about its limit (docs/decisions/168-long-texts-and-settled-conflicts.md):
 * nothing until 90 % of it, then the characters left, and past it how many are too many. Nothing
 * is ever cut: the text stays as typed or pasted, kept on the device, and is not saved until shortened.
 */
const COUNT_FROM = 0.9;

export interface LengthNote {
  text: string;
  over: boolean;
}

const figure = (n: number) => n.toLocaleString('en-US');
const characters = (n: number) => `${figure(n)} ${n === 1 ? 'character' : 'characters'}`;

export function lengthNote(length: number, max: number): LengthNote | null {
  if (length < max * COUNT_FROM) return null;
  if (length <= max) return { over: false, text: `${characters(max - length)} left of ${figure(max)}` };
  return {
    over: true,
    text: `Too long: ${characters(length - max)} over the limit of ${figure(max)}. Shorten it; nothing has been cut.`,
  };
}

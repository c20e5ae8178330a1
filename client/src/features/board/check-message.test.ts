import { chooseLanguage, i18next } from '../../lib/i18n';
import { checkMessage } from './check-message';
import type { BoardT } from './words';
import './words';

/** The board's words in the language chosen, as a component's `t` gives them. */
const t: BoardT = i18next.getFixedT(null, 'board');

afterEach(async () => {
  localStorage.clear();
  await i18next.changeLanguage('en');
});

describe('a story check in the writer’s language', () => {
  it('shows the server’s English as it came in English', () => {
    const message = '“Romance” has no scene in Act II: is it resolved?';
    expect(checkMessage({ kind: 'plotline-unresolved', message }, t)).toBe(message);
  });

  it('says the server’s sentence again in German and Russian, the story’s names kept', async () => {
    await chooseLanguage('de');
    expect(
      checkMessage(
        {
          kind: 'overlap',
          message: 'Ana is in “The ball” at the palace and in “The duel” at the harbour at the same time.',
        },
        t,
      ),
    ).toBe('Ana ist zur selben Zeit in „The ball“ in the palace und in „The duel“ in the harbour.');
    expect(
      checkMessage(
        {
          kind: 'protagonist-absent',
          message: 'Ana and Ben are in no scene of The midpoint, a beat the protagonist usually carries.',
        },
        t,
      ),
    ).toBe('Ana und Ben kommen in keiner Szene von The midpoint vor, einem Beat, den meist die Hauptfigur trägt.');
    await chooseLanguage('ru');
    expect(checkMessage({ kind: 'scene-without-plotline', message: '“Storm at sea” is on no plotline.' }, t)).toBe(
      '«Storm at sea» не входит ни в одну сюжетную линию.',
    );
  });

  it('shows a sentence it does not know as the server sent it', async () => {
    await chooseLanguage('de');
    expect(checkMessage({ kind: 'overlap', message: 'Something new.' }, t)).toBe('Something new.');
  });
});

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

describe('a story check in the writer’s language, from its kind and values', () => {
  it('says it in English as the server does', () => {
    expect(checkMessage({ kind: 'plotline-unresolved', values: { plotline: 'Romance', act: 'Act II' } }, t)).toBe(
      '“Romance” has no scene in Act II: is it resolved?',
    );
    expect(
      checkMessage({ kind: 'protagonist-absent', values: { names: ['Ana', 'Ben', 'Cy'], beat: 'The midpoint' } }, t),
    ).toBe('Ana, Ben and Cy are in no scene of The midpoint, a beat the protagonist usually carries.');
  });

  it('says it in German and Russian, the story’s names kept', async () => {
    await chooseLanguage('de');
    expect(
      checkMessage(
        {
          kind: 'overlap',
          values: {
            character: 'Ana',
            first: 'The ball',
            firstPlace: 'the palace',
            second: 'The duel',
            secondPlace: 'the harbour',
          },
        },
        t,
      ),
    ).toBe('Ana ist zur selben Zeit in „The ball“ in the palace und in „The duel“ in the harbour.');
    expect(
      checkMessage({ kind: 'protagonist-absent', values: { names: ['Ana', 'Ben'], beat: 'The midpoint' } }, t),
    ).toBe('Ana und Ben kommen in keiner Szene von The midpoint vor, einem Beat, den meist die Hauptfigur trägt.');
    await chooseLanguage('ru');
    expect(checkMessage({ kind: 'scene-without-plotline', values: { scene: 'Storm at sea' } }, t)).toBe(
      '«Storm at sea» не входит ни в одну сюжетную линию.',
    );
  });
});

import { i18next } from './i18n';
import { saveBarStatusClass, statusText } from './save-status';
import type { UiT } from './ui-words';

const at = new Date(2025, 2, 1, 15, 5);
const uiWords = (language: string) => i18next.getFixedT(language, 'ui') as UiT;

afterEach(async () => {
  await i18next.changeLanguage('en');
});

describe('the save status line', () => {
  it('says every status with the ui words, in English word for word', () => {
    const t = uiWords('en');
    expect(statusText({ kind: 'saving' }, false, t)).toBe('Saving…');
    expect(statusText({ kind: 'saved', at }, false, t)).toBe('Saved at 3:05 pm');
    expect(statusText({ kind: 'saved', at }, true, t)).toBe('Unsaved changes');
    expect(statusText({ kind: 'idle' }, false, t)).toBe('');
    expect(statusText({ kind: 'refused', message: 'check the marked field' }, false, t)).toBe(
      'Not saved — check the marked field',
    );
  });

  it('says them in another language, a refusal’s reason in the form’s own words, the server’s or ui’s', async () => {
    await i18next.changeLanguage('de');
    await i18next.loadNamespaces(['ui', 'errors', 'board']);
    const t = uiWords('de');
    expect(statusText({ kind: 'saved', at }, false, t)).toBe('Gespeichert um 15:05');
    expect(statusText({ kind: 'retrying' }, false, t)).toBe('Nicht gespeichert – neuer Versuch läuft');
    const refused = (message: string) => statusText({ kind: 'refused', message }, false, t, 'board');
    expect(refused('the title is too long: shorten it to save')).toBe(
      'Nicht gespeichert – der Titel ist zu lang: Kürze ihn, um zu speichern',
    );
    expect(refused('the server refused it')).toBe('Nicht gespeichert – der Server hat abgelehnt');
    expect(statusText({ kind: 'refused', message: 'check the marked field' }, false, t)).toBe(
      'Nicht gespeichert – prüf das markierte Feld',
    );
  });
});

describe('where the save bar puts its status on a phone', () => {
  it('between the buttons when it is short, on a row of its own when long or holding a long word', () => {
    expect(saveBarStatusClass('Saved at 3:05 pm')).toBe('save-bar__status');
    expect(saveBarStatusClass('No unsaved changes')).toBe('save-bar__status');
    expect(saveBarStatusClass('Not saved — the title is too long: shorten it to save')).toContain('--long');
    // A Russian or German word wider than the column between the buttons.
    expect(saveBarStatusClass('Нет несохранённых изменений')).toContain('--long');
    expect(saveBarStatusClass('Keine ungespeicherten Änderungen')).toContain('--long');
  });
});

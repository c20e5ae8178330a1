import { screen, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { i18next, startingLanguage } from '../../lib/i18n';
import { renderApp } from '../../test/render-app';

const footer = () => within(screen.getByRole('contentinfo'));

afterEach(async () => {
  localStorage.clear();
  await i18next.changeLanguage('en');
});

describe('the footer language choice', () => {
  it('shows the app in the chosen language at once, sets <html lang> and keeps the choice on the device', async () => {
    renderApp('/');
    expect(footer().getByRole('combobox', { name: 'Language' })).toHaveValue('en');

    await userEvent.selectOptions(footer().getByRole('combobox', { name: 'Language' }), 'Deutsch');

    expect(await footer().findByRole('link', { name: 'Datenschutz' })).toHaveAttribute('href', '/privacy');
    expect(footer().getByRole('combobox', { name: 'Sprache' })).toHaveValue('de');
    expect(document.documentElement).toHaveAttribute('lang', 'de');
    expect(startingLanguage()).toBe('de');
  });

  it('starts in the browser’s language when none was chosen, and in English when it has none of ours', () => {
    const languages = jest.spyOn(navigator, 'languages', 'get');
    languages.mockReturnValue(['ja-JP', 'pt-PT', 'en']);
    expect(startingLanguage()).toBe('pt-BR');
    languages.mockReturnValue(['ja-JP']);
    expect(startingLanguage()).toBe('en');
    languages.mockRestore();
  });
});

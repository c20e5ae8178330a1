/**
 * The about and guidelines pages in another language (docs/decisions/186-the-writers-language.md):
 * each language's own text, loaded with the page, saying that the English text prevails.
 */
import { screen } from '@testing-library/react';
import { chooseLanguage, i18next } from '../lib/i18n';
import { renderApp, signedOut } from '../test/render-app';

afterEach(async () => {
  localStorage.clear();
  await i18next.changeLanguage('en');
});

it('shows the about page in German, with a note that the English text prevails', async () => {
  await chooseLanguage('de');
  renderApp('/about', signedOut());
  expect(await screen.findByRole('heading', { level: 1, name: 'Über Three Act' })).toBeInTheDocument();
  expect(screen.getByRole('heading', { level: 2, name: 'Für wen es ist' })).toBeInTheDocument();
  expect(screen.getByRole('note')).toHaveTextContent('gilt der englische Text');
  expect(screen.getByRole('link', { name: 'Community-Richtlinien' })).toHaveAttribute('href', '/guidelines');
});

it('shows the guidelines in Russian, the eight rules and the sections named by their place', async () => {
  await chooseLanguage('ru');
  renderApp('/guidelines', signedOut());
  expect(await screen.findByRole('heading', { level: 1, name: 'Правила сообщества' })).toBeInTheDocument();
  expect(screen.getByRole('region', { name: 'Жалобы' })).toBeInTheDocument();
  expect(screen.getByText('Будь уважителен.')).toBeInTheDocument();
  expect(screen.getByRole('note')).toHaveTextContent('действует английский текст');
});

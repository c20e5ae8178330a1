/**
 * The about and guidelines pages in another language (docs/decisions/186-the-writers-language.md):
 * each language's own text, loaded with the page, saying that the English text prevails.
 */
import { screen, within } from '@testing-library/react';
import { chooseLanguage, i18next } from '../lib/i18n';
import { mockApi, renderApp, signedOut } from '../test/render-app';

afterEach(async () => {
  jest.restoreAllMocks();
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

it('shows the privacy policy in Polish, its own text with the contact address, and the English text prevailing', async () => {
  mockApi(() => ({ status: 200, data: { contactEmail: 'help@threeact.example' } }));
  await chooseLanguage('pl');
  renderApp('/privacy', signedOut());
  expect(await screen.findByRole('heading', { level: 1, name: 'Polityka prywatności' })).toBeInTheDocument();
  const rights = within(screen.getByRole('region', { name: 'Twoje prawa' }));
  expect(await rights.findByRole('link', { name: 'help@threeact.example' })).toHaveAttribute(
    'href',
    'mailto:help@threeact.example',
  );
  expect(screen.getByRole('region', { name: 'Pliki cookie' })).toBeInTheDocument();
  expect(screen.getByRole('note')).toHaveTextContent('wiążący jest tekst angielski');
});

it('shows the terms in Spanish with the note, and in English without one', async () => {
  mockApi(() => ({ status: 200, data: { contactEmail: 'help@threeact.example' } }));
  await chooseLanguage('es');
  const { unmount } = renderApp('/tos', signedOut());
  expect(await screen.findByRole('heading', { level: 1, name: 'Condiciones del servicio' })).toBeInTheDocument();
  expect(screen.getByRole('heading', { level: 2, name: 'Tu contenido sigue siendo tuyo' })).toBeInTheDocument();
  expect(screen.getByRole('note')).toHaveTextContent('prevalece el texto en inglés');
  unmount();

  await chooseLanguage('en');
  renderApp('/tos', signedOut());
  expect(await screen.findByRole('heading', { level: 1, name: 'Terms of Service' })).toBeInTheDocument();
  expect(screen.queryByRole('note')).not.toBeInTheDocument();
});

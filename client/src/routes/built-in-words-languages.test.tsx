/**
 * Three Act's own content in the reader's language (issue 36): the note suggestions, the built-in
 * sheets' beats, and a story's beats and acts copied from a built-in sheet while the writer has not
 * renamed them (docs/decisions/188-built-in-words-in-a-story.md). The writer's own words stay as written.
 */
import { screen } from '@testing-library/react';
import type { BeatSheet } from '@three-act/contract/beat-sheets';
import { builtInSheet } from '@three-act/contract/built-in-sheets';
import { chooseLanguage, i18next } from '../lib/i18n';
import { mockApi, renderApp, signedIn } from '../test/render-app';

afterEach(async () => {
  jest.restoreAllMocks();
  localStorage.clear();
  await i18next.changeLanguage('en');
});

it('shows a built-in sheet’s beats, questions and hints in Spanish', async () => {
  const romance = builtInSheet('romance')!;
  const sheet: BeatSheet = {
    _id: romance.id,
    name: romance.name,
    description: romance.description,
    builtIn: true,
    acts: romance.acts.map((act) => ({
      name: act.name,
      beats: act.beats.map(({ key, name, question, hint }) => ({ key, name, question, ...(hint && { hint }) })),
    })),
  };
  mockApi(() => ({ status: 200, data: sheet }));
  await chooseLanguage('es');
  renderApp('/beat-sheets/romance', signedIn());

  expect(await screen.findByText('El encuentro')).toBeInTheDocument();
  expect(
    screen.getByText(
      '¿Cómo, dónde y por qué se conocen tus dos protagonistas, y qué chispa salta entre ellos, atracción, irritación o ambas?',
    ),
  ).toBeInTheDocument();
  expect(
    screen.getByText('Pista: Su primera escena juntos: a menudo divertida, incómoda u hostil.'),
  ).toBeInTheDocument();
  expect(screen.queryByText('The meeting')).not.toBeInTheDocument();
});

/**
 * Three Act's own content in the reader's language (issue 36): the note suggestions, the built-in
 * sheets' beats, and a story's beats and acts copied from a built-in sheet while the writer has not
 * renamed them (docs/decisions/188-built-in-words-in-a-story.md). The writer's own words stay as written.
 */
import { screen } from '@testing-library/react';
import type { BeatSheet } from '@three-act/contract/beat-sheets';
import { builtInSheet } from '@three-act/contract/built-in-sheets';
import { chooseLanguage, i18next } from '../lib/i18n';
import { makeCharacter, makeOutline } from '../test/outline-fixtures';
import { mockApi, renderApp, signedIn } from '../test/render-app';

afterEach(async () => {
  jest.restoreAllMocks();
  localStorage.clear();
  await i18next.changeLanguage('en');
});

it('suggests a note in German, which the writer then saves as their own (issue 36)', async () => {
  const api = mockApi(({ method }) =>
    method === 'PUT'
      ? { status: 201, data: makeOutline({ characters: [makeCharacter()] }) }
      : { status: 200, data: makeCharacter() },
  );
  jest.spyOn(Math, 'random').mockReturnValue(0); // the first suggestion: Age, "17, and desperate…"
  await chooseLanguage('de');
  const { user } = renderApp('/outlines/characters/note/c1', signedIn());

  await user.click(await screen.findByRole('button', { name: 'Notiz vorschlagen' }));
  expect(screen.getByLabelText('Titel der Notiz')).toHaveValue('Alter');
  expect(screen.getByLabelText('Text der Notiz')).toHaveValue(
    '17 und verzweifelt darum bemüht, von Erwachsenen ernst genommen zu werden, die noch ein Kind sehen.',
  );
  await user.click(screen.getByRole('button', { name: 'Notiz hinzufügen' }));
  await screen.findByText('Notiz zur Figur hinzugefügt');
  const put = api.mock.calls.find(([config]) => config.method === 'put');
  expect(JSON.parse(put?.[0].data as string)).toMatchObject({ noteTitle: 'Alter' });
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

/**
 * Three Act's own content in the reader's language (issue 36): the note suggestions, the built-in
 * sheets' beats, and a story's beats and acts copied from a built-in sheet while the writer has not
 * renamed them (docs/decisions/188-built-in-words-in-a-story.md). The writer's own words stay as written.
 */
import { screen, within } from '@testing-library/react';
import type { BeatSheet } from '@three-act/contract/beat-sheets';
import type { StoryCheck } from '@three-act/contract/board';
import { builtInSheet } from '@three-act/contract/built-in-sheets';
import type { StoryActJson } from '@three-act/contract/story-acts';
import { chooseLanguage, i18next } from '../lib/i18n';
import { B1, B2, MAIN, makeBoard, STORY } from '../test/board-fixtures';
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

it('shows a story’s unrenamed built-in beats and acts on the board in Russian, a renamed beat as the writer wrote it', async () => {
  const board = makeBoard({
    acts: ['Act One', 'Act Two', 'Resolution'],
    beats: [
      { _id: B1, act: 0, key: 'save-the-cat/catalyst', name: 'Catalyst' },
      { _id: B2, act: 1, key: 'save-the-cat/fun-and-games', name: 'Fun and games at the fair' },
      { _id: 'aaaaaaaa-0000-4000-8000-000000000003', act: 2, name: 'Resolution' },
    ],
  });
  // The server names acts in its checks in English, as it reads them.
  const checks: StoryCheck[] = [
    {
      key: `plotline-unresolved:${MAIN}:act:1`,
      kind: 'plotline-unresolved',
      message: '“Main plot” has no scene in Act Two: is it resolved?',
      values: { plotline: 'Main plot', act: 'Act Two' },
      refs: [MAIN, 'act:1'],
    },
  ];
  mockApi(({ url }) => {
    if (url === `/api/stories/${STORY}/board`) return { status: 200, data: board };
    if (url === `/api/stories/${STORY}/checks`) return { status: 200, data: checks };
    return { status: 200, data: [] };
  });
  await chooseLanguage('ru');
  renderApp(`/stories/${STORY}/board`, signedIn());

  const table = await screen.findByRole('table');
  expect(within(table).getByRole('columnheader', { name: 'Катализатор' })).toBeInTheDocument();
  expect(within(table).getByRole('columnheader', { name: 'Fun and games at the fair' })).toBeInTheDocument();
  expect(within(table).getAllByText('Акт I: Первый акт')[0]).toBeVisible();
  expect(within(table).getAllByText('Акт II: Второй акт')[0]).toBeVisible();
  // A writer's own act and beat without a built-in key stay as written, even when they read like a sheet's.
  expect(within(table).getByRole('columnheader', { name: 'Resolution' })).toBeInTheDocument();
  expect(within(table).getAllByText('Акт III: Resolution')[0]).toBeVisible();
  expect(within(table).queryAllByText(/Развязка/)).toEqual([]);
  expect(
    await screen.findByText('У линии «Main plot» нет сцен в части «Второй акт»: она завершена?'),
  ).toBeInTheDocument();
});

it('asks a story’s unrenamed built-in beats in French on its act page, a renamed one as the writer wrote it', async () => {
  const acts: StoryActJson[] = [
    {
      key: 'save-the-cat/act-1',
      name: 'Act One',
      beats: [
        {
          _id: 'b1',
          key: 'save-the-cat/catalyst',
          name: 'Catalyst',
          question:
            "What news, meeting or loss arrives from outside your hero's control and makes going on as before impossible?",
          hint: 'About a tenth of the way in.',
          text: null,
        },
        {
          _id: 'b2',
          key: 'save-the-cat/debate',
          name: 'Should she go?',
          question: 'Why does Mara hesitate?',
          text: null,
        },
      ],
    },
  ];
  mockApi(() => ({ status: 200, data: makeOutline({ acts }) }));
  await chooseLanguage('fr');
  renderApp('/act-1', signedIn());

  const form = within(await screen.findByRole('form', { name: /^Acte I\s: Acte un$/ }));
  expect(
    form.getByRole('textbox', { name: /Catalyseur.*Quelle nouvelle, rencontre ou perte arrive de l’extérieur/ }),
  ).toBeInTheDocument();
  expect(form.getByRole('textbox', { name: /Should she go\?.*Why does Mara hesitate\?/ })).toBeInTheDocument();
  // The French typography puts a no-break space before the colon.
  const menu = within(screen.getByRole('navigation', { name: 'Plan' }));
  expect(menu.getByRole('link', { name: /Acte I\s: Acte un/ })).toHaveAttribute('href', '/act-1');
});

/**
 * The beat sheet editor and the story's structure page in another language (issue 36,
 * docs/decisions/186-the-writers-language.md): labels, buttons, statuses, a new act's name, the
 * delete prompt and the switch preview in the writer's language; the writer's own names as written.
 */
import { screen, within } from '@testing-library/react';
import type { BeatSheet } from '@three-act/contract/beat-sheets';
import { chooseLanguage, i18next } from '../lib/i18n';
import { makeOutline } from '../test/outline-fixtures';
import { mockApi, renderApp, signedIn } from '../test/render-app';
import { builtInSheets as builtIns, kishotenketsuStory as story } from '../test/sheet-fixtures';

const SHEET_ID = '0b7f9d2e-4a51-4c1e-9a1f-3f3b6f1d2c11';
const STORY_ID = '6f1c2b9e-3d4a-4c5b-8e7f-0a1b2c3d4e5f';

const own: BeatSheet = {
  _id: SHEET_ID,
  name: 'Heist',
  description: '',
  builtIn: false,
  acts: [{ name: 'The plan', beats: [{ name: 'The mark', question: 'Who is robbed?' }] }],
};

afterEach(async () => {
  jest.restoreAllMocks();
  localStorage.clear();
  await i18next.changeLanguage('en');
});

it('edits a beat sheet in Russian: fields, moves, a new act named in Russian, the delete prompt and the status', async () => {
  mockApi(() => ({ status: 200, data: own }));
  const confirm = jest.spyOn(window, 'confirm').mockReturnValue(false);
  await chooseLanguage('ru');
  const { user } = renderApp(`/beat-sheets/${SHEET_ID}`, signedIn());

  expect(await screen.findByRole('heading', { level: 1, name: 'Редактирование бит-шита' })).toBeInTheDocument();
  expect(screen.getByText('Нет несохранённых изменений')).toBeInTheDocument();
  expect(screen.getByText('1 акт из 7 · 1 бит из 100')).toBeInTheDocument();
  const act = within(screen.getByRole('listitem', { name: 'Акт 1' }));
  expect(act.getByRole('textbox', { name: 'Название акта 1' })).toHaveValue('The plan');
  expect(act.getByRole('heading', { level: 3, name: 'Бит 1' })).toBeInTheDocument();
  expect(act.getByRole('textbox', { name: 'Наводящий вопрос бита 1' })).toHaveValue('Who is robbed?');
  expect(act.getByRole('textbox', { name: 'Подсказка бита 1 (необязательно)' })).toHaveValue('');
  expect(act.getByRole('button', { name: 'Перетащить акт 1' })).toBeInTheDocument();
  expect(act.getByRole('button', { name: 'Ниже бит 1' })).toBeDisabled();

  await user.click(screen.getByRole('button', { name: 'Добавить акт' }));
  const second = within(screen.getByRole('listitem', { name: 'Акт 2' }));
  expect(second.getByRole('textbox', { name: 'Название акта 2' })).toHaveValue('Акт 2');
  expect(second.getByText('В этом акте пока нет битов: добавь бит или перенеси сюда другой.')).toBeInTheDocument();
  expect(screen.getByText('Несохранённые изменения')).toBeInTheDocument();

  await user.click(second.getByRole('button', { name: 'Добавить бит в акт 2' }));
  expect(second.getByRole('textbox', { name: 'Название бита 2' })).toHaveValue('Бит 2');
  await user.click(act.getByRole('button', { name: 'Удалить акт 1' }));
  expect(confirm).toHaveBeenCalledWith('Удалить The plan вместе с 1 битом? Они исчезнут, когда ты сохранишь.');
  expect(screen.getByRole('listitem', { name: 'Акт 1' })).toBeInTheDocument();
});

it("shows the story's structure in German, built-in sheets by their German names, and previews a switch", async () => {
  mockApi(({ method, url }) => {
    if (method === 'GET' && url === '/api/outlines/me') return { status: 200, data: makeOutline({ _id: STORY_ID }) };
    if (method === 'GET' && url === `/api/stories/${STORY_ID}`) return { status: 200, data: story };
    if (method === 'GET' && url === '/api/beat-sheets') return { status: 200, data: [...builtIns, own] };
    return { status: 200, data: [] };
  });
  await chooseLanguage('de');
  const { user } = renderApp('/story/beat-sheet', signedIn());

  expect(
    await screen.findByRole('heading', { level: 1, name: 'Das Beat Sheet deiner Geschichte' }),
  ).toBeInTheDocument();
  expect(await screen.findByRole('heading', { level: 2, name: 'Ein Akt, 4 Beats' })).toBeInTheDocument();
  expect(screen.getByRole('button', { name: 'Als mein Beat Sheet speichern' })).toBeInTheDocument();

  const choice = await screen.findByLabelText('Neues Beat Sheet');
  const builtIn = await within(choice).findByRole('group', { name: 'Eingebaut' });
  expect(within(builtIn).getByRole('option', { name: 'Die Heldenreise' })).toBeInTheDocument();
  const yours = within(choice).getByRole('group', { name: 'Deine Beat Sheets' });
  expect(within(yours).getByRole('option', { name: 'Heist' })).toBeInTheDocument();

  await user.selectOptions(choice, 'Heist');
  const preview = screen.getByRole('table', { name: 'Wohin dein Text kommt' });
  expect(within(preview).getByLabelText('Wohin Akt I · 1. Ki kommt')).toHaveDisplayValue('Akt I · 1. The mark');
  const last = within(preview).getByLabelText('Wohin Akt I · 4. Ketsu kommt');
  await user.selectOptions(last, 'Die Liste des nicht eingeordneten Texts');
  expect(last).toHaveDisplayValue('Die Liste des nicht eingeordneten Texts');
  expect(screen.getByRole('button', { name: 'Zu Heist wechseln' })).toBeInTheDocument();
});

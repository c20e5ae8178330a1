import { screen, within } from '@testing-library/react';
import type { BeatSheet } from '@three-act/contract/beat-sheets';
import { chooseLanguage, i18next } from '../lib/i18n';
import { mockApi, renderApp, signedIn } from '../test/render-app';
import { builtInSheets as builtIns } from '../test/sheet-fixtures';

const own: BeatSheet = {
  _id: '0b7f9d2e-4a51-4c1e-9a1f-3f3b6f1d2c11',
  name: 'Heist',
  description: 'A caper in four moves.',
  builtIn: false,
  acts: [{ name: 'The plan', beats: [{ name: 'The mark', question: 'Who is robbed?' }] }],
};

afterEach(async () => {
  jest.restoreAllMocks();
  localStorage.clear();
  await i18next.changeLanguage('en');
});

it('lists the beat sheets in French: the built-in ones translated, the writer’s own as written (issue 36)', async () => {
  mockApi(() => ({ status: 200, data: [...builtIns, own] }));
  await chooseLanguage('fr');
  const { user } = renderApp('/beat-sheets', signedIn());

  const yours = within(await screen.findByRole('region', { name: 'Tes grilles' }));
  expect(yours.getByRole('link', { name: 'Heist' })).toBeInTheDocument();
  expect(yours.getByText('A caper in four moves.')).toBeInTheDocument();
  expect(yours.getByText('1 acte · 1 temps fort')).toBeInTheDocument();

  const builtIn = within(screen.getByRole('region', { name: 'Grilles intégrées' }));
  const journey = within(builtIn.getByRole('listitem', { name: 'Le voyage du héros' }));
  expect(journey.getByText('3 actes · 12 temps forts')).toBeInTheDocument();
  await user.click(journey.getByText('Actes et temps forts'));
  expect(journey.getByText('Départ')).toBeInTheDocument();
  expect(journey.getByRole('button', { name: 'Dupliquer Le voyage du héros' })).toBeInTheDocument();
});

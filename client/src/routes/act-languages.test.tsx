import { screen, within } from '@testing-library/react';
import { makeOutline } from '../test/outline-fixtures';
import { mockApi, renderIn, signedIn } from '../test/render-app';

afterEach(() => {
  jest.restoreAllMocks();
});

describe('the act page in the writer’s language (issue 36)', () => {
  it('shows Act I and its guided questions in German, with the outline navigation', async () => {
    mockApi(() => ({ status: 200, data: makeOutline({ act1a02: 'Eine Tür, die nachts offen steht.' }) }));
    await renderIn('de', '/act-1', signedIn());

    const form = await screen.findByRole('form', { name: 'Akt I: Exposition' });
    expect(within(form).getByRole('textbox', { name: 'Titel der Geschichte' })).toBeRequired();
    expect(within(form).getByRole('textbox', { name: /Aufhänger.*weiterlesen/ })).toHaveValue(
      'Eine Tür, die nachts offen steht.',
    );
    expect(within(form).getByRole('button', { name: 'Ganze Frage 1 zeigen' })).toBeInTheDocument();
    expect(within(form).getByRole('button', { name: 'SPEICHERN' })).toBeInTheDocument();
    expect(await screen.findByText(/^Dieser Akt: 6 Wörter · die ganze Geschichte: \d+ Wörter$/)).toBeInTheDocument();
    const menu = within(screen.getByRole('navigation', { name: 'Plot' }));
    expect(menu.getByRole('link', { name: /Akt II: Konfrontation/ })).toHaveAttribute('href', '/act-2');
    expect(menu.getByRole('link', { name: /Figur anlegen/ })).toHaveAttribute('href', '/create-character');
  });

  it('shows Act III in Russian, with the phone bar’s short labels', async () => {
    mockApi(() => ({ status: 200, data: makeOutline() }));
    await renderIn('ru', '/act-3', signedIn());

    const form = await screen.findByRole('form', { name: 'Акт III: Развязка' });
    expect(within(form).getByRole('textbox', { name: /Кульминация/ })).toBeInTheDocument();
    expect(within(form).queryByRole('textbox', { name: 'Название истории' })).not.toBeInTheDocument();
    const bar = within(screen.getByRole('navigation', { name: 'Быстрые ссылки плана' }));
    expect(bar.getByRole('link', { name: 'АКТ 1' })).toHaveAttribute('href', '/act-1');
    expect(bar.getByText('ЕЩЁ')).toBeInTheDocument();
  });
});

describe('the framework views in the writer’s language (issue 36)', () => {
  it('shows Save the Cat in Spanish: its beats, what they ask, and the guided questions under them', async () => {
    mockApi(() => ({ status: 200, data: makeOutline() }));
    await renderIn('es', '/outline/frameworks/save-the-cat', signedIn());

    const form = await screen.findByRole('form', { name: 'Save the Cat' });
    const setUp = within(within(form).getByRole('region', { name: '3. Planteamiento' }));
    expect(
      setUp.getByText('La vida del protagonista, sus defectos y deseos, y el gancho que nos hace quedarnos.'),
    ).toBeInTheDocument();
    expect(setUp.getByRole('textbox', { name: /Gancho/ })).toBeInTheDocument();
    const views = within(screen.getByRole('navigation', { name: 'Estructuras narrativas' }));
    expect(views.getByRole('link', { name: /El viaje del héroe/ })).toHaveAttribute(
      'href',
      '/outline/frameworks/heros-journey',
    );
    expect(views.getByRole('link', { name: 'Por actos' })).toHaveAttribute('href', '/act-1');
  });
});

describe('the outline page in the writer’s language (issue 36)', () => {
  it('shows the whole outline in Italian, the answers as written', async () => {
    const outline = makeOutline({ act1a02: 'Una porta aperta di notte.' });
    // The outline; no board, codex or shared link yet.
    mockApi(({ url }) =>
      url === '/api/outlines/me' ? { status: 200, data: outline } : { status: 404, data: { errors: [{ msg: 'No' }] } },
    );
    await renderIn('it', '/outlineoutput', signedIn());

    const act = within(await screen.findByRole('region', { name: 'Atto I: Presentazione' }));
    expect(act.getByText('2. Gancio')).toBeInTheDocument();
    expect(act.getByText('Una porta aperta di notte.')).toBeInTheDocument();
    expect(screen.getByRole('button', { name: 'Stampa / Salva come PDF' })).toBeInTheDocument();
    expect(screen.getByRole('combobox', { name: 'Disponi per' })).toHaveDisplayValue('Atti');
  });
});

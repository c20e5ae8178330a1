import { screen, within } from '@testing-library/react';
import { makeOutline } from '../../../test/outline-fixtures';
import { mockApi, renderIn, signedIn, withoutProfile } from '../../../test/render-app';

afterEach(() => {
  jest.restoreAllMocks();
});

it('shows the dashboard’s stories and outline in Polish, the writer’s titles as they wrote them (issue 36)', async () => {
  const outline = makeOutline({ title: 'Latarnik' });
  mockApi(
    withoutProfile(({ url }) => {
      if (url === '/api/stories')
        return {
          status: 200,
          data: [
            { _id: outline._id, title: outline.title, progress: 3, updatedAt: outline.date, current: true },
            { _id: 'o2', title: null, progress: 0, updatedAt: outline.date, current: false },
          ],
        };
      if (url === '/api/outlines/me') return { status: 200, data: outline };
      return { status: 200, data: [] };
    }),
  );
  const { user } = await renderIn('pl', '/dashboard', signedIn());

  const stories = within(await screen.findByRole('region', { name: 'Twoje historie' }));
  const working = stories.getByRole('combobox', { name: 'Pracujesz nad' });
  expect(within(working).getByRole('option', { name: 'Latarnik (3%)' })).toBeInTheDocument();
  expect(within(working).getByRole('option', { name: 'Historia bez tytułu (0%)' })).toBeInTheDocument();
  expect(stories.getByRole('link', { name: 'Kosz' })).toHaveAttribute('href', '/stories/trash');

  const outlineBlock = within(screen.getByRole('region', { name: 'Twój konspekt' }));
  expect(outlineBlock.getByRole('link', { name: 'Akt II: Konfrontacja' })).toHaveAttribute('href', '/act-2');
  expect(outlineBlock.getByRole('link', { name: /^Kontynuuj: Akt I · \d\. / })).toBeInTheDocument();

  await user.click(stories.getByRole('button', { name: 'Nowa historia' }));
  const form = within(stories.getByRole('form', { name: 'Nowa historia' }));
  expect(form.getByRole('textbox', { name: /Tytuł nowej historii/ })).toBeInTheDocument();
  expect(form.getByRole('button', { name: 'Zacznij' })).toBeInTheDocument();
});

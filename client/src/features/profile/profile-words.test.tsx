/**
 * Writers' profiles in another language (docs/decisions/186-the-writers-language.md): the list in
 * Russian, with the status translated and the writer's own words (name, company, genres) as written.
 */
import { screen } from '@testing-library/react';
import { mockApi, renderIn, signedOut } from '../../test/render-app';
import { makeProfile } from '../../test/profile-fixtures';

it('shows the writers list in Russian', async () => {
  mockApi(() => ({ status: 200, data: [makeProfile({ genres: ['Fantasy'] })] }));
  await renderIn('ru', '/profiles', signedOut());

  expect(await screen.findByRole('heading', { level: 1, name: 'Авторы' })).toBeInTheDocument();
  expect(await screen.findByRole('heading', { level: 2, name: 'Jane Writer' })).toBeInTheDocument();
  expect(screen.getByText('Публикующийся автор')).toBeInTheDocument();
  expect(screen.getByText('в Lantern House')).toBeInTheDocument();
  expect(screen.getByText('Fantasy')).toBeInTheDocument();
  expect(screen.getByRole('link', { name: 'Профиль Jane Writer' })).toHaveAttribute('href', '/profile/u1');
  expect(screen.getByRole('button', { name: 'Найти' })).toBeInTheDocument();
});

import { screen, within } from '@testing-library/react';
import { mockApi, renderIn, signedIn, withEmptyDashboard } from '../../test/render-app';

it('welcomes the writer in German, with the way to verify and the account buttons', async () => {
  mockApi(
    withEmptyDashboard(({ method, url }) => {
      throw new Error(`Unexpected request: ${method} ${url}`);
    }),
  );
  await renderIn('de', '/dashboard', signedIn({ name: 'Jane Writer', emailVerified: false }));

  expect(await screen.findByRole('heading', { level: 1, name: 'Willkommen, Jane Writer' })).toBeInTheDocument();
  expect(screen.getByRole('link', { name: 'Neue Bestätigungs-E-Mail senden' })).toHaveAttribute('href', '/resend');
  const account = within(screen.getByRole('region', { name: 'Konto' }));
  expect(account.getByRole('link', { name: 'Einstellungen' })).toHaveAttribute('href', '/settings');
  expect(account.getByRole('button', { name: 'Abmelden' })).toBeInTheDocument();
});

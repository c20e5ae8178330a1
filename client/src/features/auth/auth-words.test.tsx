/**
 * Signing up and in in another language (docs/decisions/186-the-writers-language.md): the sign-up
 * form in German, with the contract's message under its field, and the login page in Russian.
 */
import { screen } from '@testing-library/react';
import { mockApi, renderIn } from '../../test/render-app';

describe('signing up and in in the writer’s language', () => {
  it('shows the sign-up form in German, its links and the rules’ messages', async () => {
    const api = mockApi(() => ({ status: 200, data: {} }));
    const { user } = await renderIn('de', '/register');

    expect(await screen.findByRole('heading', { name: 'Konto erstellen' })).toBeInTheDocument();
    expect(screen.getByLabelText('Passwort bestätigen')).toHaveAttribute('minLength', '8');
    expect(screen.getByRole('link', { name: 'Datenschutzerklärung' })).toHaveAttribute('href', '/privacy');
    expect(
      screen.getByRole('checkbox', { name: 'Ich stimme der Datenschutzerklärung und den Nutzungsbedingungen zu' }),
    ).toBeRequired();
    expect(screen.getByRole('checkbox', { name: 'Ich bin mindestens 13 Jahre alt' })).toBeRequired();

    await user.type(screen.getByLabelText('Name'), 'Jane Writer');
    await user.type(screen.getByLabelText('E-Mail'), 'jane@example.com');
    await user.type(screen.getByLabelText('Passwort'), 'first-password');
    await user.type(screen.getByLabelText('Passwort bestätigen'), 'second-password');
    for (const box of screen.getAllByRole('checkbox')) await user.click(box);
    await user.click(screen.getByRole('button', { name: 'Registrieren' }));

    expect(await screen.findByText('Die Passwörter stimmen nicht überein')).toBeInTheDocument();
    expect(api).not.toHaveBeenCalled();
  });

  it('shows the login page in Russian', async () => {
    await renderIn('ru', '/login');
    expect(await screen.findByRole('heading', { name: 'Войти' })).toBeInTheDocument();
    expect(screen.getByLabelText('Пароль')).toHaveAttribute('autocomplete', 'current-password');
    expect(screen.getByRole('link', { name: 'Забыл пароль?' })).toHaveAttribute('href', '/forgot');
    expect(screen.getByRole('button', { name: 'Войти' })).toBeInTheDocument();
  });
});

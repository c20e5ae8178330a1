/**
 * The frame and the shared components in another language (docs/decisions/186-the-writers-language.md):
 * the landing page and navbar in German, a field's length note and a contract message in Russian.
 */
import { act, render, screen, within } from '@testing-library/react';
import { chooseLanguage, i18next } from '../../lib/i18n';
import { renderApp } from '../../test/render-app';
import { TextField } from '../ui/text-field';
import { FormSummary } from '../ui/form-summary';

afterEach(async () => {
  localStorage.clear();
  await i18next.changeLanguage('en');
});

describe('the frame in the writer’s language', () => {
  it('shows the landing page and the navbar in German', async () => {
    await chooseLanguage('de');
    renderApp('/');
    expect(
      await screen.findByRole('heading', { level: 1, name: /^Plane deinen Roman in drei Akten\s– kostenlos.$/ }),
    ).toBeInTheDocument();
    expect(screen.getByRole('heading', { name: 'So funktioniert es' })).toBeInTheDocument();
    const nav = within(screen.getByRole('navigation', { name: 'Hauptmenü' }));
    expect(nav.getByRole('link', { name: 'Registrieren' })).toHaveAttribute('href', '/register');
    expect(nav.getByRole('link', { name: 'Anmelden' })).toHaveAttribute('href', '/login');
    expect(screen.getByRole('link', { name: 'Zum Inhalt springen' })).toBeInTheDocument();
  });

  // Decision 197: each part reads its words through one `t` per part, re-read when the language changes.
  it('turns an open page into the language chosen while it is open, and back', async () => {
    renderApp('/');
    const nav = () => within(screen.getByRole('navigation', { name: /^(Main|Hauptmenü)$/ }));
    expect(await screen.findByRole('link', { name: 'Skip to content' })).toBeInTheDocument();
    await act(() => chooseLanguage('de'));
    expect(await screen.findByRole('link', { name: 'Zum Inhalt springen' })).toBeInTheDocument();
    expect(nav().getByRole('link', { name: 'Anmelden' })).toHaveAttribute('href', '/login');
    await act(() => chooseLanguage('en'));
    expect(await screen.findByRole('link', { name: 'Skip to content' })).toBeInTheDocument();
    expect(nav().getByRole('link', { name: 'Login' })).toHaveAttribute('href', '/login');
  });

  it('says a field’s length and the contract’s messages in Russian, and a message it does not know as it came', async () => {
    await chooseLanguage('ru');
    render(
      <>
        <TextField label="Имя" maxLength={40} defaultValue={'x'.repeat(38)} error="Name must be 5 to 50 characters" />
        <FormSummary errors={[{ msg: 'Invalid credentials' }, { msg: 'Something only the server says' }]} />
      </>,
    );
    expect(screen.getByText('Осталось 2 символа из 40')).toBeInTheDocument();
    expect(screen.getByText('Имя должно содержать от 5 до 50 символов')).toBeInTheDocument();
    expect(screen.getByRole('alert')).toHaveTextContent('Неверный адрес или пароль');
    expect(screen.getByRole('alert')).toHaveTextContent('Something only the server says');
  });
});

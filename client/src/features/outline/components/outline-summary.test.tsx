import { ACTS } from '@three-act/contract/guided-questions';
import { screen, within } from '@testing-library/react';
import { makeCharacter, makeOutline, noOutline } from '../../../test/outline-fixtures';
import { DASHBOARD_LOADS, mockApi, renderApp, requestsOf, signedIn, withoutProfile } from '../../../test/render-app';

const outlineBlock = () => within(screen.getByRole('region', { name: 'Your outline' }));

describe('dashboard outline block', () => {
  it('shows 0 % and no reminder before there is an outline', async () => {
    mockApi(() => noOutline);
    renderApp('/dashboard', signedIn());
    const bar = await screen.findByRole('progressbar', { name: 'Outline progress' });
    // eslint-disable-next-line jest-dom/prefer-to-have-value -- a progressbar's value is aria-valuenow, which toHaveValue does not read
    expect(bar).toHaveAttribute('aria-valuenow', '0');
    expect(bar).toHaveAttribute('aria-valuemin', '0');
    expect(bar).toHaveAttribute('aria-valuemax', '100');
    expect(outlineBlock().getByText('0% complete')).toBeInTheDocument();
    expect(outlineBlock().getByRole('link', { name: 'Start with Act I' })).toHaveAttribute('href', '/act-1');
    expect(screen.queryByRole('button', { name: 'Dismiss reminder' })).not.toBeInTheDocument();
  });

  it('shows the title in quotes, the progress as text and as a progressbar, and links into the outline', async () => {
    mockApi(() => ({ status: 200, data: makeOutline({ act1a01: 'a', act2a01: 'b', act3a08: 'c' }) }));
    renderApp('/dashboard', signedIn());
    expect(await outlineBlock().findByText('12% complete')).toBeInTheDocument(); // 4 / 33
    // eslint-disable-next-line jest-dom/prefer-to-have-value -- a progressbar's value is aria-valuenow, which toHaveValue does not read
    expect(screen.getByRole('progressbar', { name: 'Outline progress' })).toHaveAttribute('aria-valuenow', '12');
    expect(outlineBlock().getByText('The Long Night', { exact: true })).toBeInTheDocument();
    for (const [name, href] of [
      ['Act I: Setup', '/act-1'],
      ['Act II: Confrontation', '/act-2'],
      ['Act III: Resolution', '/act-3'],
      ['View outline', '/outlineoutput'],
      ['Continue: Act I · 2. Hook', '/act-1#act1a02'],
    ]) {
      expect(outlineBlock().getByRole('link', { name })).toHaveAttribute('href', href);
    }
    for (const [name, text] of [
      ['Act I progress', '1 of 8 beats'],
      ['Act II progress', '1 of 16 beats'],
      ['Act III progress', '1 of 8 beats'],
    ]) {
      expect(screen.getByRole('progressbar', { name })).toHaveAttribute('aria-valuetext', text);
    }
  });

  it('continues at the first empty beat, past a finished Act I', async () => {
    const actOne = Object.fromEntries(ACTS[0].questions.map((q) => [q.key, 'Done']));
    mockApi(() => ({
      status: 200,
      data: makeOutline({ ...actOne, act2a01: 'a', act2a02: 'b', act2a04: 'd' }),
    }));
    renderApp('/dashboard', signedIn());
    expect(await outlineBlock().findByText('Continue: Act II · 3. Fun and games')).toHaveAttribute(
      'href',
      '/act-2#act2a03',
    );
    expect(screen.getByRole('progressbar', { name: 'Act I progress' })).toHaveAttribute(
      'aria-valuetext',
      '8 of 8 beats',
    );
  });

  it('makes reading the outline the main button once every beat is answered', async () => {
    const every = Object.fromEntries(ACTS.flatMap((act) => act.questions).map((q) => [q.key, 'Done']));
    mockApi(() => ({ status: 200, data: makeOutline(every) }));
    renderApp('/dashboard', signedIn());
    expect(await outlineBlock().findByText('100% complete')).toBeInTheDocument();
    expect(outlineBlock().queryByRole('link', { name: /^Continue/ })).not.toBeInTheDocument();
    expect(outlineBlock().getByRole('link', { name: 'View outline' })).toHaveClass('btn--primary');
  });

  it('dismisses the reminder for good by saving promptDismissed', async () => {
    const api = mockApi(
      withoutProfile(({ method, data }) =>
        method === 'GET'
          ? { status: 200, data: makeOutline() }
          : {
              status: 200,
              data: makeOutline({ promptDismissed: (data as { promptDismissed: boolean }).promptDismissed }),
            },
      ),
    );
    const { user } = renderApp('/dashboard', signedIn());

    expect(await screen.findByText(/you don.t have to answer in order/i)).toBeInTheDocument();
    await user.click(screen.getByRole('button', { name: 'Dismiss reminder' }));

    expect(screen.queryByText(/you don.t have to answer in order/i)).not.toBeInTheDocument();
    expect(requestsOf(api)).toEqual([...DASHBOARD_LOADS, 'POST /api/outlines']);
    expect(JSON.parse(api.mock.calls.at(-1)![0].data as string)).toEqual({ promptDismissed: true });
    expect(screen.getByRole('heading', { name: 'Your outline' })).toHaveFocus();
  });

  it('does not show a dismissed reminder', async () => {
    mockApi(() => ({ status: 200, data: makeOutline({ promptDismissed: true }) }));
    renderApp('/dashboard', signedIn());
    await outlineBlock().findByText('3% complete');
    expect(screen.queryByRole('button', { name: 'Dismiss reminder' })).not.toBeInTheDocument();
  });

  it('keeps the reminder and shows the error when dismissing fails', async () => {
    mockApi(({ method }) =>
      method === 'GET'
        ? { status: 200, data: makeOutline() }
        : { status: 500, data: { errors: [{ msg: 'Server error' }] } },
    );
    const { user } = renderApp('/dashboard', signedIn());
    await user.click(await screen.findByRole('button', { name: 'Dismiss reminder' }));
    expect(await screen.findByText('Server error')).toBeInTheDocument();
    expect(screen.getByRole('button', { name: 'Dismiss reminder' })).toBeInTheDocument();
  });

  it('lists the characters, each linking to its card', async () => {
    mockApi(() => ({
      status: 200,
      data: makeOutline({ characters: [makeCharacter(), makeCharacter({ _id: 'c2', name: 'Tomas', protag: false })] }),
    }));
    renderApp('/dashboard', signedIn());
    const block = within(await screen.findByRole('region', { name: 'Characters' }));
    expect(await block.findByRole('link', { name: 'Mara Vell' })).toHaveAttribute('href', '/outlines/characters/c1');
    expect(block.getByRole('link', { name: 'Tomas' })).toHaveAttribute('href', '/outlines/characters/c2');
    expect(block.getByText('Protagonist')).toBeInTheDocument();
  });
});

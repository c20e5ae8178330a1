import { screen, waitFor, within } from '@testing-library/react';
import { ACTS } from '@three-act/contract/guided-questions';
import { readDrafts } from '../lib/drafts';
import { UNSAVED_CHANGES_MESSAGE } from '../lib/use-unsaved-changes';
import { makeOutline, noOutline } from '../test/outline-fixtures';
import { mockApi, renderApp, requestsOf, signedIn, withEmptyDashboard } from '../test/render-app';

describe('act forms', () => {
  afterEach(() => jest.restoreAllMocks());

  it('labels each answer with its question, cut at 125 characters, and the caret shows the rest', async () => {
    mockApi(() => ({ status: 200, data: makeOutline() }));
    const { user } = renderApp('/act-1', signedIn());

    const first = ACTS[0]!.questions[0]!;
    expect(first.question.length).toBeGreaterThan(125);
    const cut = `${first.question.slice(0, 125).trimEnd()}…`;
    const box = await screen.findByRole('textbox', { name: new RegExp(escape(cut)) });
    expect(box).toHaveAttribute('name', 'act1a01');
    expect(screen.queryByText(first.question)).not.toBeInTheDocument();

    const caret = screen.getByRole('button', { name: 'Show full question 1' });
    expect(caret).toHaveAttribute('aria-expanded', 'false');
    await user.click(caret);
    expect(caret).toHaveAttribute('aria-expanded', 'true');
    expect(screen.getByText(first.question)).toBeInTheDocument();
    await user.click(caret);
    expect(caret).toHaveAttribute('aria-expanded', 'false');
    expect(screen.queryByText(first.question)).not.toBeInTheDocument();

    // A short question has no caret.
    expect(ACTS[0]!.questions[1]!.question.length).toBeLessThanOrEqual(125);
    expect(screen.queryByRole('button', { name: 'Show full question 2' })).not.toBeInTheDocument();
  });

  it('cuts Act I question 8 at 100 characters', async () => {
    mockApi(() => ({ status: 200, data: makeOutline() }));
    renderApp('/act-1', signedIn());
    const q8 = ACTS[0]!.questions[7]!.question;
    expect(q8.length).toBeLessThanOrEqual(125);
    expect(await screen.findByText(`${q8.slice(0, 100).trimEnd()}…`)).toBeInTheDocument();
    expect(screen.getByRole('button', { name: 'Show full question 8' })).toBeInTheDocument();
  });

  it('shows the title and 8 questions on Act I, 16 on Act II and 8 on Act III', async () => {
    mockApi(() => ({ status: 200, data: makeOutline() }));
    const { unmount } = renderApp('/act-1', signedIn());
    expect(await screen.findByRole('textbox', { name: 'Story title' })).toBeRequired();
    expect(within(screen.getByRole('form', { name: 'Act I: Setup' })).getAllByRole('textbox')).toHaveLength(9);
    unmount();

    renderApp('/act-2', signedIn());
    expect(
      within(await screen.findByRole('form', { name: 'Act II: Confrontation' })).getAllByRole('textbox'),
    ).toHaveLength(16);
    expect(screen.queryByRole('textbox', { name: 'Story title' })).not.toBeInTheDocument();
  });

  it('loads the saved answers into the form', async () => {
    mockApi(() => ({ status: 200, data: makeOutline({ act3a05: 'She lets the lamp go dark.' }) }));
    renderApp('/act-3', signedIn());
    expect(await screen.findByDisplayValue('She lets the lamp go dark.')).toHaveAttribute('name', 'act3a05');
  });

  // Decision 195: a key re-renders a beat's counts when a figure changes; they still follow every word.
  it("counts a beat's words and the act's as they are typed", async () => {
    mockApi(() => ({ status: 200, data: makeOutline({ act3a05: 'She lets the lamp go dark.' }) }));
    const { user } = renderApp('/act-3', signedIn());
    const box = await screen.findByDisplayValue('She lets the lamp go dark.');
    // Counted right after the act's first paint (decision 197).
    expect(await screen.findByText('6 words')).toBeInTheDocument();
    expect(screen.getByText(/^This act: 6 words/)).toBeInTheDocument();
    await user.click(box);
    await user.keyboard('{End} Then morning');
    expect(screen.getByText('8 words')).toBeInTheDocument();
    expect(screen.getByText(/^This act: 8 words/)).toBeInTheDocument();
    await user.keyboard('{Backspace>20/}');
    expect(screen.getByText('5 words')).toBeInTheDocument();
    expect(screen.getByText(/^This act: 5 words/)).toBeInTheDocument();
  });

  it('saves only the beats the writer changed, with the version they came from', async () => {
    const outline = makeOutline({ act1a01: 'Kept', act2a03: 'Old answer' });
    const api = mockApi(({ method, data }) => {
      if (method === 'GET') return { status: 200, data: outline };
      return { status: 200, data: { ...outline, ...(data as object) } };
    });
    const { user } = renderApp('/act-2', signedIn());

    const box = await screen.findByDisplayValue('Old answer');
    await user.clear(box);
    await user.type(box, 'New answer');
    await user.click(screen.getByRole('button', { name: 'SAVE' }));

    expect(await screen.findByText('Outline Updated')).toBeInTheDocument();
    // The page also reads the story's comments, for each beat's count.
    expect(requestsOf(api)).toEqual([
      'GET /api/outlines/me',
      `GET /api/stories/${outline._id}/comments`,
      'POST /api/outlines',
    ]);
    const [request] = api.mock.calls[2]!;
    expect(JSON.parse(request.data as string)).toEqual({ act2a03: 'New answer' });
    expect(request.headers?.['If-Match']).toBe(`"${outline._id}.${outline.version}"`);
    expect(request.headers?.['X-Tab-Id']).toMatch(/^[\w-]{1,64}$/);
    // Still on Act II.
    expect(screen.getByRole('heading', { level: 1, name: 'Act II: Confrontation' })).toBeInTheDocument();
  });

  it('creates the outline on the first save of Act I and goes to the dashboard', async () => {
    const api = mockApi(({ method, url, data }) => {
      if (method === 'GET' && url === '/api/outlines/me') return noOutline;
      if (method === 'POST') return { status: 201, data: makeOutline(data as object) };
      // The new story's beats show their comments before the page moves on.
      if (method === 'GET' && url === '/api/stories/o1/comments') return { status: 200, data: [] };
      throw new Error(`Unexpected request: ${method} ${url}`);
    });
    const { user } = renderApp('/act-1', signedIn());

    await user.type(await screen.findByRole('textbox', { name: 'Story title' }), 'The Long Night');
    await user.type(screen.getAllByRole('textbox')[1]!, 'A lamp goes out.');
    await user.click(screen.getByRole('button', { name: 'SAVE' }));

    expect(await screen.findByText('Outline Created')).toBeInTheDocument();
    expect(await screen.findByRole('heading', { name: 'Welcome Jane Writer' })).toBeInTheDocument();
    const payload = JSON.parse(api.mock.calls[1]![0].data as string) as Record<string, string>;
    expect(payload.title).toBe('The Long Night');
    expect(payload.act1a01).toBe('A lamp goes out.');
    expect(Object.keys(payload)).toHaveLength(9);
  });

  it('asks for the title on any act while there is no story, so the first SAVE works there', async () => {
    const api = mockApi(({ method }) =>
      method === 'GET' ? noOutline : { status: 201, data: makeOutline({ title: 'Act Two First' }) },
    );
    const { user } = renderApp('/act-2', signedIn());
    const title = await screen.findByRole('textbox', { name: /Story title/ });
    await user.click(screen.getByRole('button', { name: 'SAVE' }));
    // The browser holds the form back until the required title is filled in.
    expect(title).toBeInvalid();
    expect(api.mock.calls.map(([request]) => request.method)).toEqual(['get']);
    await user.type(title, 'Act Two First');
    await user.click(screen.getByRole('button', { name: 'SAVE' }));
    expect(await screen.findByText('Outline Created')).toBeInTheDocument();
    const payload = JSON.parse(api.mock.calls[1]![0].data as string) as Record<string, string>;
    expect(payload.title).toBe('Act Two First');
  });

  it('shows the server validation errors as alerts', async () => {
    mockApi(({ method }) =>
      method === 'GET'
        ? { status: 200, data: makeOutline() }
        : { status: 400, data: { errors: [{ msg: 'Each answer must be at most 10000 characters', path: 'act2a01' }] } },
    );
    const { user } = renderApp('/act-2', signedIn());
    await user.type((await screen.findAllByRole('textbox'))[0]!, 'A beat');
    await user.click(screen.getByRole('button', { name: 'SAVE' }));
    expect(await screen.findAllByText('Each answer must be at most 10000 characters')).not.toHaveLength(0);
  });

  it('asks before leaving only when the device could not keep the text, and stays when the writer cancels', async () => {
    mockApi(() => ({ status: 200, data: makeOutline() }));
    // IndexedDB refuses every write (a full disk, a private window of some browsers).
    jest.spyOn(IDBObjectStore.prototype, 'put').mockImplementation(() => {
      throw new DOMException('The quota has been exceeded.', 'QuotaExceededError');
    });
    const confirm = jest.spyOn(window, 'confirm').mockReturnValue(false);
    const { user } = renderApp('/act-3', signedIn());

    const back = await screen.findByRole('link', { name: 'BACK' });
    expect(back).toHaveAttribute('href', '/dashboard');
    await user.type(screen.getAllByRole('textbox')[0]!, 'Unsaved thought');
    expect(screen.getByText('Unsaved changes')).toBeInTheDocument();

    await user.click(back);
    expect(confirm).toHaveBeenCalledWith(UNSAVED_CHANGES_MESSAGE);
    expect(screen.getByRole('heading', { level: 1, name: 'Act III: Resolution' })).toBeInTheDocument();

    confirm.mockReturnValue(true);
    await user.click(back);
    expect(await screen.findByRole('heading', { name: 'Welcome Jane Writer' })).toBeInTheDocument();
  });

  it('leaves without a false warning when the text is kept on the device (decision 176)', async () => {
    const api = mockApi(({ method, data }) =>
      method === 'GET' ? { status: 200, data: makeOutline() } : { status: 200, data: makeOutline(data as object) },
    );
    const confirm = jest.spyOn(window, 'confirm');
    const { user } = renderApp('/act-3', signedIn());
    await user.type((await screen.findAllByRole('textbox'))[0]!, 'A thought kept here');
    await waitFor(async () =>
      expect((await readDrafts('u1', 'o1', ['act3a01'])).act3a01?.text).toBe('A thought kept here'),
    );

    await user.click(screen.getByRole('link', { name: 'BACK' }));
    expect(await screen.findByRole('heading', { name: 'Welcome Jane Writer' })).toBeInTheDocument();
    expect(confirm).not.toHaveBeenCalled();
    // Leaving sent it too.
    await waitFor(() => expect(requestsOf(api)).toContain('POST /api/outlines'));
  });

  it('before the story exists, says the text is kept on this device, and leaves without asking', async () => {
    const api = mockApi(
      withEmptyDashboard(({ method, url }) => {
        throw new Error(`Unexpected request: ${method} ${url}`);
      }),
    );
    const confirm = jest.spyOn(window, 'confirm');
    const { user } = renderApp('/act-1', signedIn());
    const save = await screen.findByRole('button', { name: 'SAVE' });
    expect(save).toHaveClass('btn--primary'); // SAVE is what starts the story
    await user.type(screen.getAllByRole('textbox')[1]!, 'A lamp goes out.');
    expect(screen.getByText('Kept on this device — SAVE to start your story')).toBeInTheDocument();
    await waitFor(async () =>
      expect((await readDrafts('u1', 'new', ['act1a01'])).act1a01?.text).toBe('A lamp goes out.'),
    );

    await user.click(screen.getByRole('link', { name: 'BACK' }));
    expect(await screen.findByRole('heading', { name: 'Welcome Jane Writer' })).toBeInTheDocument();
    expect(confirm).not.toHaveBeenCalled();
    expect(requestsOf(api).filter((request) => !request.startsWith('GET'))).toEqual([]);
  });

  it('shows SAVE as a secondary "save now" once the story exists', async () => {
    mockApi(() => ({ status: 200, data: makeOutline() }));
    renderApp('/act-2', signedIn());
    const save = await screen.findByRole('button', { name: 'SAVE' });
    expect(save).toHaveClass('btn--secondary');
    expect(save).toHaveAccessibleDescription('Save now: your answers also save by themselves as you type');
  });

  it('leaves without asking when nothing changed', async () => {
    mockApi(() => ({ status: 200, data: makeOutline() }));
    const confirm = jest.spyOn(window, 'confirm');
    const { user } = renderApp('/act-3', signedIn());
    await user.click(await screen.findByRole('link', { name: 'BACK' }));
    expect(await screen.findByRole('heading', { name: 'Welcome Jane Writer' })).toBeInTheDocument();
    expect(confirm).not.toHaveBeenCalled();
  });

  it('has the outline side navigation and the phone act bar', async () => {
    mockApi(() => ({ status: 200, data: makeOutline() }));
    const { user } = renderApp('/act-1', signedIn());
    await screen.findByRole('textbox', { name: 'Story title' });

    const side = within(screen.getByRole('navigation', { name: 'Outline' }));
    for (const [name, href] of [
      ['Act I: Setup', '/act-1'],
      ['Act II: Confrontation', '/act-2'],
      ['Act III: Resolution', '/act-3'],
      ['View outline', '/outlineoutput'],
      ['Create character', '/create-character'],
      ['View characters', '/outlines/characters/me'],
      ['Brainstorming', '/posts'],
      ['Dashboard', '/dashboard'],
    ]) {
      expect(side.getByRole('link', { name })).toHaveAttribute('href', href);
    }
    const toggle = side.getByRole('button', { name: 'Outline menu' });
    expect(toggle).toHaveAttribute('aria-expanded', 'true');
    await user.click(toggle);
    expect(toggle).toHaveAttribute('aria-expanded', 'false');
    expect(side.queryByRole('link', { name: 'Dashboard' })).not.toBeInTheDocument();
    await user.click(toggle);
    expect(side.getByRole('link', { name: 'Dashboard' })).toBeInTheDocument();

    const bar = within(screen.getByRole('navigation', { name: 'Outline shortcuts' }));
    const more = bar.getByRole('group');
    const behindMore = within(more).queryAllByRole('link');
    expect(
      bar
        .getAllByRole('link')
        .filter((link) => !behindMore.includes(link))
        .map((link) => link.textContent),
    ).toEqual(['ACT 1', 'ACT 2', 'ACT 3', 'VIEW PLOT', 'CREATE CHAR', 'VIEW CHARS']);
    // The pages without a button of their own are one tap away on a phone, behind MORE.
    await user.click(bar.getByText('MORE'));
    expect(more).toHaveAttribute('open');
    expect(within(more).getByRole('link', { name: 'Frameworks' })).toHaveAttribute(
      'href',
      '/outline/frameworks/save-the-cat',
    );
    expect(within(more).getByRole('link', { name: 'Beat sheet' })).toHaveAttribute('href', '/story/beat-sheet');
    await user.click(within(more).getByRole('link', { name: 'Cast and beats' }));
    expect(more).not.toHaveAttribute('open');
  });

  it("is read-only for a critic on a shared story, and says why; a co-author's is not", async () => {
    const api = mockApi(() => ({
      status: 200,
      data: makeOutline({ act1a01: 'A lamp.', shared: { role: 'critic', owner: 'Ann Owner' } }),
    }));
    const { unmount, user } = renderApp('/act-1', signedIn());
    expect(
      await screen.findByText('You are a critic on this story: you can read it, not change it.'),
    ).toBeInTheDocument();
    const form = within(screen.getByRole('form', { name: 'Act I: Setup' }));
    expect(form.getByRole('textbox', { name: 'Story title' })).toBeDisabled();
    // The answers are read-only, not disabled: a critic can select a range of one to comment on it.
    const answers = form.getAllByRole('textbox', { name: /^\d+\. / }) as HTMLTextAreaElement[];
    expect(answers).toHaveLength(8);
    for (const box of answers) {
      expect(box).toBeEnabled();
      expect(box).toHaveAttribute('readonly');
      expect(box).toHaveAttribute('aria-readonly', 'true');
    }
    expect(answers[0]).toHaveValue('A lamp.');
    await user.type(answers[0]!, ' More');
    expect(answers[0]).toHaveValue('A lamp.');
    answers[0]!.setSelectionRange(2, 6);
    expect([answers[0]!.selectionStart, answers[0]!.selectionEnd]).toEqual([2, 6]);
    // Everything else of a beat stays off.
    for (const history of form.getAllByRole('button', { name: /^History of beat / })) expect(history).toBeDisabled();
    expect(form.getByRole('button', { name: 'SAVE' })).toBeDisabled();
    expect(requestsOf(api)).toEqual(['GET /api/outlines/me', 'GET /api/stories/o1/comments']);
    // A critic still comments.
    expect(form.getAllByRole('button', { name: 'Comment' })[0]).toBeEnabled();
    unmount();

    mockApi(() => ({ status: 200, data: makeOutline({ shared: { role: 'coauthor', owner: 'Ann Owner' } }) }));
    renderApp('/act-1', signedIn());
    expect(await screen.findByRole('textbox', { name: 'Story title' })).toBeEnabled();
    expect(screen.getByRole('button', { name: 'SAVE' })).toBeEnabled();
    expect(
      screen.queryByText('You are a critic on this story: you can read it, not change it.'),
    ).not.toBeInTheDocument();
  });
});

function escape(text: string): string {
  return text.replace(/[.*+?^${}()|[\]\\]/g, '\\$&');
}

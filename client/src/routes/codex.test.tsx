import { screen, waitFor, within } from '@testing-library/react';
import { B1, B2, makeBoard, makeScene, MARA, STORY } from '../test/board-fixtures';
import {
  ASH_GUILD,
  CODEX_URL,
  codexIndex,
  codexPage,
  ELDERMERE,
  INDEX_URL,
  KINDS,
  KINDS_URL,
  makeEntry,
} from '../test/codex-fixtures';
import { valuesOf } from '../features/codex/codex-model';
import { keepDraft, readDrafts } from '../lib/drafts';
import { mockApi, renderApp, requestsOf, signedIn, type MockHandler } from '../test/render-app';

const unexpected: MockHandler = ({ method, url }) => {
  throw new Error(`Unexpected request: ${method} ${url}`);
};

const ALONE = {
  members: [{ userId: 'u1', name: 'Jane Writer', role: 'owner', since: '2026-01-01T00:00:00.000Z' }],
  invitations: [],
  you: 'owner',
};

/** The codex page's reads answered; `other` answers the rest. */
const answering =
  (other: MockHandler, firstPage?: unknown): MockHandler =>
  (request) => {
    if (request.method === 'GET' && request.url === CODEX_URL && !request.query?.get('after'))
      return { status: 200, data: firstPage ?? codexPage(request.query) };
    if (request.method === 'GET' && request.url === INDEX_URL) return { status: 200, data: codexIndex() };
    if (request.method === 'GET' && request.url === KINDS_URL) return { status: 200, data: { kinds: KINDS } };
    // The writer alone on their story (codex-critic.test.tsx has a critic's codex).
    if (request.method === 'GET' && request.url === `/api/stories/${STORY}/members`)
      return { status: 200, data: ALONE };
    return other(request);
  };

/** The first entries of the fixtures' list, as a page holds them. */
const LIST_OF = (count: number) => codexPage(undefined).entries.slice(0, count);

describe('the codex page', () => {
  it('shows the entries as cards, searched by name or alias and filtered by kind and tag', async () => {
    const api = mockApi(answering(unexpected));
    const { user } = renderApp(`/stories/${STORY}/codex`, signedIn());
    expect(await screen.findByRole('heading', { level: 1, name: 'Codex' })).toBeInTheDocument();
    const list = await screen.findByRole('region', { name: 'Entries' });
    const names = () =>
      within(list)
        .queryAllByRole('heading', { level: 2 })
        .map((heading) => heading.textContent);
    expect(await within(list).findAllByRole('heading', { level: 2 })).toHaveLength(3);
    expect(names()).toEqual(['Eldermere', 'Mara Vell', 'The Ash Guild']);
    // The cards, the index and the kinds: each asked once, though the page and the list both read them.
    expect(requestsOf(api).slice(0, 3).sort()).toEqual([`GET ${CODEX_URL}`, `GET ${INDEX_URL}`, `GET ${KINDS_URL}`]);
    expect(within(list).getByRole('link', { name: 'Eldermere' })).toHaveAttribute(
      'href',
      `/stories/${STORY}/codex/${ELDERMERE}`,
    );
    expect(within(list).getByRole('img', { name: 'Picture of Eldermere' })).toBeInTheDocument();
    expect(within(list).getByRole('list', { name: 'Tags of Eldermere' })).toHaveTextContent('northruin');
    expect(within(list).getByRole('link', { name: 'Character card of Mara Vell' })).toBeInTheDocument();

    await user.type(screen.getByLabelText('Search by name or alias'), 'drowned');
    await waitFor(() => expect(names()).toEqual(['Eldermere']));
    expect(screen.getByText('1 found')).toBeInTheDocument();
    await user.clear(screen.getByLabelText('Search by name or alias'));
    await user.selectOptions(within(list).getByLabelText('Tag'), 'north');
    await waitFor(() => expect(names()).toEqual(['Eldermere', 'Mara Vell']));
    await user.selectOptions(within(list).getByLabelText('Kind'), 'Group (1)');
    expect(await within(list).findByText('No entry matches.')).toBeInTheDocument();
    await user.selectOptions(within(list).getByLabelText('Tag'), 'All tags');
    await waitFor(() => expect(names()).toEqual(['The Ash Guild']));
    // The server searches and filters: each filter is a read of its own.
    const reads = api.mock.calls.map(([config]) => JSON.stringify(config.params ?? {}));
    expect(reads).toEqual(
      expect.arrayContaining([
        '{"q":"drowned"}',
        '{"tag":"north"}',
        '{"kind":"group","tag":"north"}',
        '{"kind":"group"}',
      ]),
    );
    expect(requestsOf(api)).toContain(`GET ${INDEX_URL}`);
  });

  it('reads the next page with "More entries", after the last one it was given', async () => {
    const more = LIST_OF(3).map((entry, index) => ({ ...entry, _id: `more-${index}`, name: `Zed ${index}` }));
    mockApi(
      answering(
        ({ method, url, query, data }) => {
          if (method === 'GET' && url === CODEX_URL && query?.get('after') === 'c1')
            return { status: 200, data: { entries: more, next: null } };
          return unexpected({ method, url, data });
        },
        { entries: LIST_OF(3), next: 'c1' },
      ),
    );
    const { user } = renderApp(`/stories/${STORY}/codex`, signedIn());
    const list = await screen.findByRole('region', { name: 'Entries' });
    expect(await within(list).findAllByRole('heading', { level: 2 })).toHaveLength(3);
    await user.click(within(list).getByRole('button', { name: 'More entries' }));
    await waitFor(() => expect(within(list).getAllByRole('heading', { level: 2 })).toHaveLength(6));
    expect(within(list).getByRole('link', { name: 'Zed 2' })).toBeInTheDocument();
    expect(within(list).queryByRole('button', { name: 'More entries' })).not.toBeInTheDocument();
  });

  it('adds an entry of a kind the writer names: the kind first, then the entry', async () => {
    const sent: string[] = [];
    let kindBody: unknown;
    let entryBody: unknown;
    mockApi(
      answering(({ method, url, data }) => {
        sent.push(`${method} ${url}`);
        if (method === 'PUT' && url === `${KINDS_URL}/spell`) {
          kindBody = data;
          return { status: 200, data: { kind: 'spell', builtIn: false, fields: [], entries: 0 } };
        }
        if (method === 'POST' && url === CODEX_URL) {
          entryBody = data;
          return { status: 201, data: makeEntry({ _id: 'e9', kind: 'spell', name: 'Candlebind' }) };
        }
        return unexpected({ method, url, data });
      }),
    );
    const { user } = renderApp(`/stories/${STORY}/codex`, signedIn());
    const form = await screen.findByRole('form', { name: 'New entry' });
    await user.selectOptions(within(form).getByLabelText('Kind'), 'A new kind…');
    await user.click(within(form).getByRole('button', { name: 'Add entry' }));
    expect(within(form).getByLabelText('Name of the new kind')).toHaveAccessibleDescription(/Kind is required/);
    expect(within(form).getByLabelText('Name')).toHaveAccessibleDescription('Name is required');
    await user.type(within(form).getByLabelText('Name of the new kind'), 'spell');
    await user.type(within(form).getByLabelText('Name'), 'Candlebind{Enter}');
    expect(await screen.findByText('Candlebind added to the codex')).toBeInTheDocument();
    expect(screen.getByRole('link', { name: 'Open it' })).toHaveAttribute('href', `/stories/${STORY}/codex/e9`);
    expect(kindBody).toEqual({ fields: [] });
    expect(entryBody).toEqual({ kind: 'spell', name: 'Candlebind' });
    expect(sent.slice(0, 2)).toEqual([`PUT ${KINDS_URL}/spell`, `POST ${CODEX_URL}`]);
    expect(within(form).getByLabelText('Name')).toHaveValue('');
    expect(within(form).getByLabelText('Name')).toHaveFocus();
  });

  it('names a built-in kind typed as a new one by its own name, without putting its sheet', async () => {
    let entryBody: unknown;
    mockApi(
      answering(({ method, url, data }) => {
        if (method === 'POST' && url === CODEX_URL) {
          entryBody = data;
          return { status: 201, data: makeEntry({ _id: 'e9', name: 'Saltmarsh' }) };
        }
        return unexpected({ method, url, data });
      }),
    );
    const { user } = renderApp(`/stories/${STORY}/codex`, signedIn());
    const form = await screen.findByRole('form', { name: 'New entry' });
    await user.selectOptions(within(form).getByLabelText('Kind'), 'A new kind…');
    await user.type(within(form).getByLabelText('Name of the new kind'), 'Place');
    await user.type(within(form).getByLabelText('Name'), 'Saltmarsh{Enter}');
    await waitFor(() => expect(entryBody).toEqual({ kind: 'place', name: 'Saltmarsh' }));
  });

  it('shows a refused name under its field', async () => {
    mockApi(
      answering(({ method, url, data }) => {
        if (method === 'POST' && url === CODEX_URL)
          return { status: 400, data: { errors: [{ msg: 'The codex holds at most 2000 entries', path: 'name' }] } };
        return unexpected({ method, url, data });
      }),
    );
    const { user } = renderApp(`/stories/${STORY}/codex`, signedIn());
    const form = await screen.findByRole('form', { name: 'New entry' });
    await user.type(within(form).getByLabelText('Name'), 'One too many{Enter}');
    await waitFor(() =>
      expect(within(form).getByLabelText('Name')).toHaveAccessibleDescription('The codex holds at most 2000 entries'),
    );
  });

  it('says so for a story that is not the writer’s', async () => {
    mockApi(() => ({ status: 404, data: { msg: 'Story not found' } }));
    renderApp(`/stories/${STORY}/codex`, signedIn());
    expect(await screen.findByText('This story does not exist, or it is not one of yours.')).toBeInTheDocument();
  });
});

const ENTRY_URL = `${CODEX_URL}/${ELDERMERE}`;

/** The entry page's three reads answered; `other` answers the rest. */
const answeringEntry =
  (other: MockHandler, entry = makeEntry(), board = makeBoard()): MockHandler =>
  (request) => {
    if (request.method === 'GET' && request.url === ENTRY_URL) return { status: 200, data: entry };
    if (request.method === 'GET' && request.url === KINDS_URL) return { status: 200, data: { kinds: KINDS } };
    if (request.method === 'GET' && request.url === `/api/stories/${STORY}/board`) return { status: 200, data: board };
    if (request.method === 'GET' && request.url === INDEX_URL) return { status: 200, data: codexIndex() };
    if (request.method === 'GET' && request.url === `/api/stories/${STORY}/relationships`)
      return { status: 200, data: { relationships: request.query?.get('entry') === ELDERMERE ? [RULES] : [] } };
    if (request.method === 'GET' && request.url === `/api/stories/${STORY}/members`)
      return { status: 200, data: ALONE };
    return other(request);
  };

const RULES = {
  _id: 'r1',
  from: ASH_GUILD,
  to: ELDERMERE,
  label: 'rules',
  directed: true,
  note: null,
  fromBeat: B2,
  untilBeat: null,
};
const STORM = 'cccccccc-0000-4000-8000-000000000003';

describe('a codex entry', () => {
  it('shows its fields, its sheet by type, where it appears as links and its notes', async () => {
    mockApi(answeringEntry(unexpected));
    renderApp(`/stories/${STORY}/codex/${ELDERMERE}`, signedIn());
    expect(await screen.findByRole('heading', { level: 1, name: 'Eldermere' })).toBeInTheDocument();
    expect(screen.getByLabelText('Name')).toHaveValue('Eldermere');
    expect(screen.getByLabelText('Aliases')).toHaveValue('The Drowned City');
    expect(screen.getByLabelText('Tags')).toHaveValue('north, ruin');
    expect(screen.getByRole('textbox', { name: 'Description' })).toHaveTextContent('Its bells ring under water.');
    expect(screen.getByLabelText('Population')).toHaveValue(1200);
    expect(screen.getByLabelText('Climate')).toHaveDisplayValue('Cold');
    expect(screen.getByLabelText('Founded')).toHaveAttribute('type', 'date');
    expect(screen.getByLabelText('Walled')).toHaveDisplayValue('Not set');
    const appears = screen.getByRole('region', { name: 'Appears in' });
    expect(await within(appears).findByRole('link', { name: 'Act II — The midpoint' })).toHaveAttribute(
      'href',
      '/act-2#aaaaaaaa-0000-4000-8000-000000000002',
    );
    expect(within(appears).getByRole('link', { name: 'The lamp goes out' })).toHaveAttribute(
      'href',
      `/stories/${STORY}/board?scene=s1`,
    );
    expect(within(appears).getByRole('link', { name: 'Mara Vell' })).toHaveAttribute(
      'href',
      `/stories/${STORY}/codex/${makeBoard().characters[0]?._id}`,
    );
    expect(screen.getByText('Old Tobin')).toBeInTheDocument();
    const ties = screen.getByRole('region', { name: 'Ties' });
    expect(await within(ties).findByRole('link', { name: 'The Ash Guild' })).toHaveAttribute(
      'href',
      `/stories/${STORY}/codex/${ASH_GUILD}`,
    );
    expect(within(ties).getByRole('listitem')).toHaveTextContent(
      'from ← rules: The Ash Guild (from Act II: Confrontation · The midpoint)',
    );
  });

  it('saves what changed by itself: the name, lists and sheet fields by their type', async () => {
    const bodies: unknown[] = [];
    mockApi(
      answeringEntry(({ method, url, data }) => {
        if (method === 'PATCH' && url === ENTRY_URL) {
          bodies.push(data);
          return { status: 200, data: makeEntry({ name: 'Eldermere Deep' }) };
        }
        if (method === 'GET') return { status: 200, data: codexPage(undefined) };
        return unexpected({ method, url, data });
      }),
    );
    const { user } = renderApp(`/stories/${STORY}/codex/${ELDERMERE}`, signedIn());
    const name = await screen.findByLabelText('Name');
    await user.type(name, ' Deep');
    await user.type(screen.getByLabelText('Aliases'), ', Lakehold');
    await user.clear(screen.getByLabelText('Population'));
    await user.type(screen.getByLabelText('Population'), '950');
    await user.selectOptions(screen.getByLabelText('Walled'), 'Yes');
    await user.click(screen.getByLabelText(/only as written/));
    await user.tab();
    // Each field saves as the writer leaves it; together they are what changed, each value as its type.
    await waitFor(() => expect(bodies).toContainEqual({ matchCase: true }));
    expect(bodies[0]).toEqual({ name: 'Eldermere Deep' });
    expect(bodies).toContainEqual({ fields: { population: 950 } });
    expect(bodies).toContainEqual({ fields: { walled: true } });
    expect(bodies.flatMap((body) => Object.keys(body as object))).not.toContain('summary');
    expect(JSON.stringify(bodies)).toContain('"aliases":["The Drowned City","Lakehold"]');
    expect(await screen.findByText(/^Saved at/)).toBeInTheDocument();
  });

  it('keeps a value its field cannot hold, marked, and sends nothing', async () => {
    mockApi(answeringEntry(unexpected));
    const { user } = renderApp(`/stories/${STORY}/codex/${ELDERMERE}`, signedIn());
    await user.clear(await screen.findByLabelText('Image URL'));
    await user.type(screen.getByLabelText('Image URL'), 'ftp://nowhere');
    await user.tab();
    expect(await screen.findByText('Not saved — check the marked field')).toBeInTheDocument();
    expect(screen.getByLabelText('Image URL')).toHaveAccessibleDescription(/Image URL must be an http\(s\) link/);
  });

  it('keeps what is typed on the device while offline; opening the entry again puts it back and saves it', async () => {
    let online = false;
    const onLine = jest.spyOn(window.navigator, 'onLine', 'get').mockImplementation(() => online);
    const bodies: unknown[] = [];
    mockApi(
      answeringEntry(({ method, url, data }) => {
        if (method === 'PATCH' && url === ENTRY_URL) {
          if (!online) throw Object.assign(new Error('offline'), { code: 'ERR_NETWORK' });
          bodies.push(data);
          return { status: 200, data: makeEntry({ summary: 'Its bells still ring.' }) };
        }
        return unexpected({ method, url, data });
      }),
    );
    const { user, unmount } = renderApp(`/stories/${STORY}/codex/${ELDERMERE}`, signedIn());
    const summary = await screen.findByLabelText('Summary');
    await user.clear(summary);
    await user.type(summary, 'Its bells still ring.');
    await user.tab();
    expect(await screen.findByText('Offline — kept on this device')).toBeInTheDocument();
    unmount();
    const kept = async () => (await readDrafts('u1', STORY, [`entry:${ELDERMERE}`]))[`entry:${ELDERMERE}`];
    await waitFor(async () => expect((await kept())?.text).toContain('Its bells still ring.'));

    online = true;
    renderApp(`/stories/${STORY}/codex/${ELDERMERE}`, signedIn());
    await waitFor(() => expect(screen.getByLabelText('Summary')).toHaveValue('Its bells still ring.'));
    await waitFor(() => expect(bodies).toEqual([{ summary: 'Its bells still ring.' }]));
    await waitFor(async () => expect(await kept()).toBeUndefined());
    onLine.mockRestore();
  });

  it('asks which to keep when a value was changed elsewhere since the draft was typed', async () => {
    const sheet = KINDS.find((kind) => kind.kind === 'place')?.fields ?? [];
    const base = valuesOf(makeEntry(), sheet);
    await keepDraft(['u1', STORY, `entry:${ELDERMERE}`], {
      text: JSON.stringify({ ...base, name: 'Eldermere Below', summary: 'Drowned in a night.' }),
      base: JSON.stringify(base),
    });
    const bodies: unknown[] = [];
    mockApi(
      answeringEntry(
        ({ method, url, data }) => {
          if (method === 'PATCH' && url === ENTRY_URL) {
            bodies.push(data);
            return { status: 200, data: makeEntry({ name: 'Eldermere Below', summary: 'Drowned in a night.' }) };
          }
          return unexpected({ method, url, data });
        },
        makeEntry({ name: 'Eldermere Sunk' }),
      ),
    );
    const { user } = renderApp(`/stories/${STORY}/codex/${ELDERMERE}`, signedIn());
    const choice = await screen.findByRole('group', { name: 'The name changed elsewhere' });
    expect(within(choice).getByText('Eldermere Below')).toBeInTheDocument();
    expect(within(choice).getByText('Eldermere Sunk')).toBeInTheDocument();
    // The summary, changed only here, is back without a question; nothing is sent until the writer chooses.
    expect(screen.getByLabelText('Summary')).toHaveValue('Drowned in a night.');
    expect(screen.getByText('Changed elsewhere — choose a version')).toBeInTheDocument();
    expect(bodies).toEqual([]);
    await user.click(within(choice).getByRole('button', { name: 'Keep mine' }));
    await waitFor(() => expect(bodies).toEqual([{ name: 'Eldermere Below', summary: 'Drowned in a night.' }]));
  });

  it('saves over a change made elsewhere meanwhile: takes it, sends its own again, asks when both changed a value', async () => {
    const sent: { body: unknown; ifMatch: string | null }[] = [];
    // Another tab renamed the entry (version 2), then changed its summary (version 3).
    const elsewhere = [
      makeEntry({ name: 'Eldermere Sunk', version: 2 }),
      makeEntry({ name: 'Eldermere Sunk', summary: 'Sunk by the dam.', version: 3 }),
    ];
    let stored = makeEntry();
    mockApi(
      answeringEntry(({ method, url, data, headers }) => {
        if (method === 'PATCH' && url === ENTRY_URL) {
          const ifMatch = headers?.get('if-match') ?? null;
          sent.push({ body: data, ifMatch });
          if (ifMatch !== `"${ELDERMERE}.${stored.version}"`) {
            return { status: 409, data: { errors: [{ msg: 'Changed elsewhere' }], entry: stored } };
          }
          stored = { ...stored, ...(data as object), version: stored.version + 1 };
          return { status: 200, data: stored };
        }
        return unexpected({ method, url, data });
      }),
    );
    const { user } = renderApp(`/stories/${STORY}/codex/${ELDERMERE}`, signedIn());
    const summary = await screen.findByLabelText('Summary');
    stored = elsewhere[0]!;
    await user.clear(summary);
    await user.type(summary, 'Its bells still ring.');
    await user.tab();
    // Refused on version 1; the other tab's name is taken and the summary sent again on version 2.
    await waitFor(() => expect(screen.getByLabelText('Name')).toHaveValue('Eldermere Sunk'));
    await waitFor(() => expect(stored.summary).toBe('Its bells still ring.'));
    expect(sent.map(({ ifMatch }) => ifMatch)).toEqual([`"${ELDERMERE}.1"`, `"${ELDERMERE}.2"`]);
    expect(sent[1]?.body).toEqual({ summary: 'Its bells still ring.' });
    expect(screen.getByLabelText('Summary')).toHaveValue('Its bells still ring.');
    expect(await screen.findByText(/^Saved at/)).toBeInTheDocument();

    // Both changed the summary: nothing is sent until the writer chooses.
    stored = { ...elsewhere[1]!, version: stored.version + 1 };
    await user.clear(summary);
    await user.type(summary, 'Its bells ring for the drowned.');
    await user.tab();
    const choice = await screen.findByRole('group', { name: 'The summary changed elsewhere' });
    expect(within(choice).getByText('Sunk by the dam.')).toBeInTheDocument();
    const count = sent.length;
    await user.click(within(choice).getByRole('button', { name: 'Keep mine' }));
    await waitFor(() => expect(stored.summary).toBe('Its bells ring for the drowned.'));
    expect(sent.length).toBe(count + 1);
    expect(stored.name).toBe('Eldermere Sunk');
  });

  it('deletes the entry once the writer confirms, and goes back to the codex', async () => {
    const confirm = jest.spyOn(window, 'confirm').mockReturnValueOnce(false).mockReturnValueOnce(true);
    let deleted = 0;
    mockApi(
      answeringEntry(
        answering(({ method, url, data }) => {
          if (method === 'DELETE' && url === ENTRY_URL) {
            deleted += 1;
            return { status: 204 };
          }
          if (method === 'GET' && url.endsWith('/relationships')) return { status: 200, data: { relationships: [] } };
          return unexpected({ method, url, data });
        }),
      ),
    );
    const { user, router } = renderApp(`/stories/${STORY}/codex/${ELDERMERE}`, signedIn());
    await user.click(await screen.findByRole('button', { name: 'Delete place Eldermere' }));
    expect(deleted).toBe(0);
    await user.click(screen.getByRole('button', { name: 'Delete place Eldermere' }));
    expect(await screen.findByText('Eldermere deleted')).toBeInTheDocument();
    expect(deleted).toBe(1);
    expect(router.state.location.pathname).toBe(`/stories/${STORY}/codex`);
    expect(confirm).toHaveBeenCalledWith(expect.stringContaining('Delete the place “Eldermere”?'));
    confirm.mockRestore();
  });

  it('adds, edits and deletes notes of a place on its page, a refusal under its field, delete asked first', async () => {
    const confirm = jest.spyOn(window, 'confirm').mockReturnValueOnce(false).mockReturnValueOnce(true);
    const sent: string[] = [];
    const bodies: unknown[] = [];
    let notes = [{ _id: 'n1', noteTitle: 'Mayor', noteText: 'Old Tobin' }];
    mockApi(
      answeringEntry(({ method, url, data }) => {
        sent.push(`${method} ${url}`);
        bodies.push(data);
        if (method === 'POST' && url === `${ENTRY_URL}/notes`) {
          const note = data as { noteTitle: string; noteText: string };
          if (note.noteTitle === 'Taken')
            return { status: 400, data: { errors: [{ msg: 'Pick another title', path: 'noteTitle' }] } };
          notes = [...notes, { _id: 'n2', ...note }];
          return { status: 201, data: makeEntry({ notes }) };
        }
        if (method === 'PATCH' && url === `${ENTRY_URL}/notes/n1`) {
          notes = notes.map((note) => (note._id === 'n1' ? { ...note, ...(data as object) } : note));
          return { status: 200, data: makeEntry({ notes }) };
        }
        if (method === 'DELETE' && url === `${ENTRY_URL}/notes/n2`) {
          notes = notes.filter((note) => note._id !== 'n2');
          return { status: 200, data: makeEntry({ notes }) };
        }
        return unexpected({ method, url, data });
      }),
    );
    const { user } = renderApp(`/stories/${STORY}/codex/${ELDERMERE}`, signedIn());
    const section = await screen.findByRole('region', { name: 'Notes' });
    const add = within(section).getByRole('form', { name: 'Add a note to Eldermere' });

    // An empty note is not sent.
    await user.click(within(add).getByRole('button', { name: 'Add note' }));
    expect(within(add).getByLabelText('Note title')).toBeRequired();
    expect(sent).toEqual([]);
    // The server's refusal shows under the field it names.
    await user.type(within(add).getByLabelText('Note title'), 'Taken');
    await user.type(within(add).getByLabelText(/^Note text/), 'Bells at dusk');
    await user.click(within(add).getByRole('button', { name: 'Add note' }));
    expect(await within(add).findByText('Pick another title')).toBeInTheDocument();
    expect(within(add).getByLabelText('Note title')).toHaveAccessibleDescription(/Pick another title/);
    await user.clear(within(add).getByLabelText('Note title'));
    await user.type(within(add).getByLabelText('Note title'), 'Bells');
    await user.click(within(add).getByRole('button', { name: 'Add note' }));
    expect(await within(section).findByRole('heading', { level: 3, name: 'Bells' })).toBeInTheDocument();
    expect(await screen.findByText('Note added')).toBeInTheDocument();
    expect(within(add).getByLabelText('Note title')).toHaveValue('');
    expect(bodies[bodies.length - 1]).toEqual({ noteTitle: 'Bells', noteText: 'Bells at dusk' });

    // Edited in place: the focus goes into the note, the change saves by itself, Done gives the focus back.
    await user.click(within(section).getByRole('button', { name: 'Edit note Mayor' }));
    const editor = within(section).getByRole('form', { name: 'Edit note Mayor' });
    expect(within(editor).getByLabelText('Note title')).toHaveFocus();
    await user.clear(within(editor).getByLabelText(/^Note text/));
    await user.type(within(editor).getByLabelText(/^Note text/), 'Young Tobin');
    await user.click(within(editor).getByRole('button', { name: 'Done' }));
    await waitFor(() => expect(sent).toContain(`PATCH ${ENTRY_URL}/notes/n1`));
    expect(bodies).toContainEqual({ noteText: 'Young Tobin' });
    expect(await within(section).findByRole('button', { name: 'Edit note Mayor' })).toHaveFocus();
    expect(await within(section).findByText('Young Tobin')).toBeInTheDocument();

    // Deleted once the writer says so.
    await user.click(within(section).getByRole('button', { name: 'Delete note Bells' }));
    expect(sent).not.toContain(`DELETE ${ENTRY_URL}/notes/n2`);
    await user.click(within(section).getByRole('button', { name: 'Delete note Bells' }));
    expect(await screen.findByText('Note deleted')).toBeInTheDocument();
    // The answer's entry takes the note away as the alert shows: on a busy machine a moment after.
    await waitFor(() =>
      expect(within(section).queryByRole('heading', { level: 3, name: 'Bells' })).not.toBeInTheDocument(),
    );
    expect(within(section).getByRole('heading', { level: 2, name: 'Notes' })).toHaveFocus();
    expect(confirm).toHaveBeenCalledWith('Delete the note “Bells”? This cannot be undone.');
    confirm.mockRestore();
  });

  it('shows a character’s notes without buttons and sends the writer to its card to write them', async () => {
    mockApi(answeringEntry(unexpected, makeEntry({ _id: MARA, kind: 'character', name: 'Mara Vell' })));
    renderApp(`/stories/${STORY}/codex/${ELDERMERE}`, signedIn());
    const section = await screen.findByRole('region', { name: 'Notes' });
    expect(within(section).getByRole('heading', { level: 3, name: 'Mayor' })).toBeInTheDocument();
    expect(within(section).queryByRole('button')).not.toBeInTheDocument();
    expect(within(section).queryByRole('form')).not.toBeInTheDocument();
    expect(
      within(section).getByRole('link', { name: 'Add or edit notes on the character card of Mara Vell' }),
    ).toHaveAttribute('href', `/outlines/characters/${MARA}`);
  });

  it('keeps its arc in story order, adds a point at a scene, edits and removes one, and saves it whole', async () => {
    let sent: unknown;
    mockApi(
      answeringEntry(
        ({ method, url, data }) => {
          if (method === 'PUT' && url === `${ENTRY_URL}/arc`) {
            sent = data;
            return { status: 200, data: { points: (data as { points: unknown[] }).points } };
          }
          return unexpected({ method, url, data });
        },
        makeEntry(),
        makeBoard({ scenes: [makeScene({ _id: STORM, title: 'Storm at sea', beat: B2 })] }),
      ),
    );
    const { user } = renderApp(`/stories/${STORY}/codex/${ELDERMERE}`, signedIn());
    const arc = await screen.findByRole('region', { name: 'Arc' });
    const points = within(arc).getAllByRole('textbox').slice(0, 2);
    expect(points[0]).toHaveAccessibleName('Act I: Setup · The call');
    expect(points[0]).toHaveValue('Stands');
    expect(points[1]).toHaveAccessibleName('Act II: Confrontation · The midpoint');
    await user.selectOptions(within(arc).getByLabelText('At'), '— Scene: Storm at sea');
    await user.type(within(arc).getByLabelText('What is true of it there'), 'Half under');
    await user.click(within(arc).getByRole('button', { name: 'Add point' }));
    expect(within(arc).getByLabelText('Scene: Storm at sea')).toHaveValue('Half under');
    await user.clear(within(arc).getByLabelText('Act I: Setup · The call'));
    await user.type(within(arc).getByLabelText('Act I: Setup · The call'), 'Stands proud');
    await user.click(
      within(arc).getByRole('button', { name: 'Remove the point at Act II: Confrontation · The midpoint' }),
    );
    expect(within(arc).getByText(/removed — save the arc to keep the change/)).toBeInTheDocument();
    await user.click(within(arc).getByRole('button', { name: 'Save the arc' }));
    await waitFor(() =>
      expect(sent).toEqual({
        points: [
          { beat: B1, text: 'Stands proud' },
          { scene: STORM, text: 'Half under' },
        ],
      }),
    );
    expect(await within(arc).findByText('Arc saved')).toBeInTheDocument();
    const across = within(arc).getByRole('heading', { name: 'Act I: Setup' });
    expect(across).toBeInTheDocument();
    expect(within(arc).getByText('Stands proud', { selector: 'p' })).toBeInTheDocument();
  });
});

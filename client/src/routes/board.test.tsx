import { SCENE_TITLE_MAX } from '@three-act/contract/limits';
import { screen, waitFor, within } from '@testing-library/react';
import type { PatchSceneBody, Scene, StoryCheck } from '@three-act/contract/board';
import { B1, B3, makeBoard, MARA, STORY, SUB } from '../test/board-fixtures';
import { mockApi, renderApp, requestsOf, signedIn, type MockHandler } from '../test/render-app';

const BOARD_URL = `/api/stories/${STORY}/board`;
const CHECKS: StoryCheck[] = [
  {
    key: `plotline-unresolved:${SUB}`,
    kind: 'plotline-unresolved',
    message: '“The sister” has no scene in Resolution: is it resolved?',
    values: { plotline: 'The sister', act: 'Resolution' },
    refs: [SUB],
  },
];

const ALONE = {
  members: [{ userId: 'u1', name: 'Jane Writer', role: 'owner', since: '2026-01-01T00:00:00.000Z' }],
  invitations: [],
  you: 'owner',
};

/** The board's three loads answered; `other` answers the rest. */
const answering =
  (other: MockHandler): MockHandler =>
  (request) => {
    if (request.method === 'GET' && request.url === BOARD_URL) return { status: 200, data: makeBoard() };
    if (request.method === 'GET' && request.url === `/api/stories/${STORY}/checks`)
      return { status: 200, data: CHECKS };
    // The writer alone on their story: no comments, nothing read-only (board-critic.test.tsx has the others).
    if (request.method === 'GET' && request.url === `/api/stories/${STORY}/members`)
      return { status: 200, data: ALONE };
    return other(request);
  };

const unexpected: MockHandler = ({ method, url }) => {
  throw new Error(`Unexpected request: ${method} ${url}`);
};

const row = (name: string) =>
  screen.getAllByRole('row').find((each) => within(each).queryByRole('rowheader', { name })) as HTMLElement;
const scene = (id: string) => makeBoard().scenes.find((each) => each._id === id) as Scene;

describe('the board', () => {
  it('shows plotlines as rows and beats as columns by act, a scene on two plotlines in both rows', async () => {
    const api = mockApi(answering(unexpected));
    renderApp(`/stories/${STORY}/board`, signedIn());
    expect(await screen.findByRole('table')).toBeInTheDocument();
    expect(within(screen.getByRole('table')).getByRole('button', { name: 'Fold Act I: Setup' })).toHaveAttribute(
      'aria-expanded',
      'true',
    );
    expect(screen.getByRole('columnheader', { name: 'The midpoint' })).toBeInTheDocument();
    expect(
      within(row('Main plot')).getAllByRole('button', { name: /^The lamp goes out$|^A letter from the sister$/ }),
    ).toHaveLength(2);
    expect(within(row('The sister')).getByRole('button', { name: 'A letter from the sister' })).toBeInTheDocument();
    expect(within(row('The sister')).getByRole('button', { name: 'The ledger' })).toBeInTheDocument();
    expect(within(row('No plotline')).getByRole('button', { name: 'Storm at sea' })).toBeInTheDocument();
    const card = within(row('Main plot'))
      .getAllByRole('listitem')
      .find((item) => within(item).queryByRole('button', { name: 'The lamp goes out' })) as HTMLElement;
    expect(card).toHaveTextContent('Planned');
    expect(card).toHaveTextContent('POV Mara Vell');
    expect(card).toHaveTextContent('1,500 words');
    expect(await screen.findByText('“The sister” has no scene in Resolution: is it resolved?')).toBeInTheDocument();
    expect(requestsOf(api)).toEqual([
      `GET ${BOARD_URL}`,
      `GET /api/stories/${STORY}/members`,
      `GET /api/stories/${STORY}/checks`,
    ]);
  });

  it('moves a scene with "Move to…": another beat, a place there and another plotline, with If-Match', async () => {
    let sent: PatchSceneBody | undefined;
    const api = mockApi(
      answering(({ method, url, data }) => {
        if (method === 'PATCH' && url === `/api/stories/${STORY}/scenes/s1`) {
          sent = data as PatchSceneBody;
          return { status: 200, data: { ...scene('s1'), beat: B3, position: 0, plotlines: [SUB], version: 10 } };
        }
        if (method === 'GET') return { status: 200, data: CHECKS };
        return unexpected({ method, url, data });
      }),
    );
    const { user } = renderApp(`/stories/${STORY}/board`, signedIn());
    await screen.findByRole('table');
    await user.click(within(row('Main plot')).getByRole('button', { name: 'Move to… The lamp goes out' }));
    const menu = screen.getByRole('dialog', { name: 'Move “The lamp goes out”' });
    expect(within(menu).getByLabelText('Beat')).toHaveFocus();
    await user.selectOptions(within(menu).getByLabelText('Beat'), 'The climax');
    expect(within(menu).getByLabelText('Place')).toHaveDisplayValue('The only scene there');
    await user.selectOptions(within(menu).getByLabelText('Plotline'), 'The sister');
    await user.click(within(menu).getByRole('button', { name: 'Move' }));

    await waitFor(() => expect(sent).toEqual({ beat: B3, position: 0, plotlines: [SUB] }));
    const patch = api.mock.calls.find(([config]) => config.method === 'patch')?.[0];
    expect(patch?.headers['If-Match']).toBe(`"${STORY}.3"`);
    expect(
      await screen.findByText(/The lamp goes out moved to The sister, Act III: Resolution · The climax, place 1/),
    ).toBeInTheDocument();
    expect(within(row('Main plot')).queryByRole('button', { name: 'The lamp goes out' })).not.toBeInTheDocument();
    expect(within(row('The sister')).getByRole('button', { name: 'The lamp goes out' })).toBeInTheDocument();
    await waitFor(() => expect(screen.getByRole('button', { name: 'Move to… The lamp goes out' })).toHaveFocus());
  });

  it('adds a scene in a cell with "+"', async () => {
    let sent: unknown;
    mockApi(
      answering(({ method, url, data }) => {
        if (method === 'POST' && url === `/api/stories/${STORY}/scenes`) {
          sent = data;
          return { status: 201, data: { ...scene('s1'), _id: 's9', title: 'The sister arrives', plotlines: [SUB] } };
        }
        if (method === 'GET') return { status: 200, data: CHECKS };
        return unexpected({ method, url, data });
      }),
    );
    const { user } = renderApp(`/stories/${STORY}/board`, signedIn());
    await screen.findByRole('table');
    await user.click(screen.getByRole('button', { name: 'Add a scene to The sister, Act I: Setup · The call' }));
    const title = screen.getByLabelText('Title of the new scene in The sister, Act I: Setup · The call');
    // A pasted title past the limit is kept whole, counted, and not sent until shortened.
    await user.click(title);
    await user.paste('x'.repeat(SCENE_TITLE_MAX + 3));
    expect(title).toHaveValue('x'.repeat(SCENE_TITLE_MAX + 3));
    expect(title).toHaveAccessibleDescription(/^Too long: 3 characters over the limit of 200\./);
    await user.keyboard('{Enter}');
    expect(sent).toBeUndefined();
    await user.clear(title);
    await user.type(title, 'The sister arrives{Enter}');
    await waitFor(() => expect(sent).toEqual({ title: 'The sister arrives', beat: B1, plotlines: [SUB] }));
    expect(await within(row('The sister')).findByRole('button', { name: 'The sister arrives' })).toBeInTheDocument();
  });

  it('edits a scene in its panel: the title saves by itself, a change made elsewhere is a choice', async () => {
    const sent: PatchSceneBody[] = [];
    mockApi(
      answering(({ method, url, data }) => {
        if (method === 'PATCH' && url === `/api/stories/${STORY}/scenes/s1`) {
          sent.push(data as PatchSceneBody);
          if (sent.length === 1) {
            return {
              status: 409,
              data: {
                errors: [{ msg: 'Changed elsewhere since you loaded it: choose a version', path: 'title' }],
                scene: { ...scene('s1'), title: 'The lamp gutters', version: 11 },
              },
            };
          }
          return { status: 200, data: { ...scene('s1'), ...(data as object), version: 12 } };
        }
        if (method === 'GET') return { status: 200, data: CHECKS };
        return unexpected({ method, url, data });
      }),
    );
    const { user, router } = renderApp(`/stories/${STORY}/board`, signedIn());
    await screen.findByRole('table');
    await user.click(within(row('Main plot')).getByRole('button', { name: 'The lamp goes out' }));
    expect(router.state.location.search).toBe('?scene=s1');
    const panel = await screen.findByRole('region', { name: 'The lamp goes out' });
    const title = within(panel).getByLabelText('Title');
    await user.clear(title);
    await user.type(title, 'The lamp is lit');
    const choice = await within(panel).findByRole('group', { name: 'The title changed elsewhere' }, { timeout: 4000 });
    expect(sent[0]).toEqual({ title: 'The lamp is lit' });
    expect(choice).toHaveTextContent('The lamp gutters');
    await user.click(within(choice).getByRole('button', { name: 'Keep mine' }));
    await waitFor(() => expect(sent[1]).toEqual({ title: 'The lamp is lit' }));
    expect(await within(panel).findByText(/^Saved at /)).toBeInTheDocument();
    // The card takes the saved title as the board's cache does: on a busy machine a moment after.
    expect(await within(row('Main plot')).findByRole('button', { name: 'The lamp is lit' })).toBeInTheDocument();
  });

  it("shows a scene's kept titles and summaries, and puts one back, which saves", async () => {
    const sent: PatchSceneBody[] = [];
    mockApi(
      answering(({ method, url, data }) => {
        if (method === 'GET' && url === `/api/stories/${STORY}/scenes/s1/revisions`) {
          return {
            status: 200,
            data: [
              {
                _id: 'r2',
                field: 'title',
                text: 'The lamp goes out',
                savedAt: '2026-11-20T10:00:00.000Z',
                author: { _id: 'u1', name: 'Jane Writer' },
              },
              {
                _id: 'r1',
                field: 'title',
                text: 'The lamp flickers',
                savedAt: '2026-11-19T09:30:00.000Z',
                author: { _id: 'u2', name: 'Ines Vidal' },
              },
              {
                _id: 'r0',
                field: 'summary',
                text: '<p>Mara sees the light die.</p>',
                savedAt: '2026-11-18T08:00:00.000Z',
                author: null,
              },
            ],
          };
        }
        if (method === 'PATCH' && url === `/api/stories/${STORY}/scenes/s1`) {
          sent.push(data as PatchSceneBody);
          return { status: 200, data: { ...scene('s1'), ...(data as object), version: 12 } };
        }
        return unexpected({ method, url, data });
      }),
    );
    const { user } = renderApp(`/stories/${STORY}/board?scene=s1`, signedIn());
    const panel = await screen.findByRole('region', { name: 'The lamp goes out' });
    await user.click(within(panel).getByText('History'));
    const versions = await within(panel).findByRole('region', { name: 'Saved versions of the title and summary' });
    const [own, theirs, unknown] = within(versions).getAllByRole('listitem');
    expect(within(versions).getAllByRole('listitem')).toHaveLength(3);
    expect(within(versions).getByText('Same as now')).toBeInTheDocument();
    // A version another member saved names them; the writer's own and an unknown author's do not.
    expect(within(theirs!).getByText(/by Ines Vidal/)).toBeInTheDocument();
    expect(within(own!).queryByText(/\bby\b/)).not.toBeInTheDocument();
    expect(within(unknown!).queryByText(/\bby\b/)).not.toBeInTheDocument();
    expect(within(versions).getByText('flickers')).toBeInTheDocument();
    await user.click(
      within(versions).getByRole('button', { name: /^Use the title of \d+:\d\d [ap]m on November 19th, 2026$/ }),
    );
    expect(within(panel).getByLabelText('Title')).toHaveValue('The lamp flickers');
    await waitFor(() => expect(sent).toEqual([{ title: 'The lamp flickers' }]), { timeout: 4000 });
  });

  it('dismisses a story check', async () => {
    let dismissed: unknown;
    mockApi(
      answering(({ method, url, data }) => {
        if (method === 'POST' && url === `/api/stories/${STORY}/checks/dismissed`) {
          dismissed = data;
          return { status: 204 };
        }
        return unexpected({ method, url, data });
      }),
    );
    const { user } = renderApp(`/stories/${STORY}/board`, signedIn());
    await user.click(await screen.findByRole('button', { name: /^Dismiss\W+“The sister” has no scene/ }));
    expect(dismissed).toEqual({ key: CHECKS[0]?.key });
    expect(screen.queryByText('“The sister” has no scene in Resolution: is it resolved?')).not.toBeInTheDocument();
  });

  it('says so when the story is not the writer’s', async () => {
    mockApi(({ method, url }) => {
      if (method === 'GET' && url === BOARD_URL) return { status: 404, data: { errors: [{ msg: 'Story not found' }] } };
      if (method === 'GET') return { status: 200, data: [] };
      return unexpected({ method, url, data: undefined });
    });
    renderApp(`/stories/${STORY}/board`, signedIn());
    expect(await screen.findByText('This story does not exist, or it is not one of yours.')).toBeInTheDocument();
  });
});

describe("a character's arc on the board", () => {
  it('shows the arc chosen as a lane above the plotlines, each point under its beat, and keeps the choice in the address', async () => {
    const api = mockApi(
      answering((request) => {
        if (request.method === 'GET' && request.url === `/api/stories/${STORY}/codex/${MARA}`)
          return {
            status: 200,
            data: {
              _id: MARA,
              kind: 'character',
              name: 'Mara Vell',
              arc: [
                { beat: B1, text: 'Believes the lie' },
                { beat: B3, text: 'Chooses the truth' },
              ],
            },
          };
        return unexpected(request);
      }),
    );
    const { user, router } = renderApp(`/stories/${STORY}/board`, signedIn());
    expect(await screen.findByRole('table')).toBeInTheDocument();
    expect(screen.queryByRole('rowheader', { name: 'Arc of Mara Vell' })).not.toBeInTheDocument();
    await user.selectOptions(screen.getByRole('combobox', { name: 'Arc lane' }), 'Mara Vell');
    const lane = await screen.findByRole('rowheader', { name: 'Arc of Mara Vell' });
    // eslint-disable-next-line testing-library/no-node-access -- the lane's row holds its cells
    const cells = within(lane.closest('tr') as HTMLElement).getAllByRole('cell');
    // The beats' headers in order (the unplaced column, last among the cells, heads both header rows).
    const columns = screen
      .getAllByRole('columnheader')
      .filter((header) => header.getAttribute('scope') === 'col' && header.textContent !== 'Unplaced');
    const under = (text: string) => cells.findIndex((cell) => cell.textContent === text);
    expect(under('Believes the lie')).toBeGreaterThanOrEqual(0);
    expect(columns[under('Believes the lie')]).toHaveTextContent(
      makeBoard().beats.find((beat) => beat._id === B1)!.name,
    );
    expect(columns[under('Chooses the truth')]).toHaveTextContent(
      makeBoard().beats.find((beat) => beat._id === B3)!.name,
    );
    expect(router.state.location.search).toBe(`?arc=${MARA}`);
    expect(requestsOf(api)).toContain(`GET /api/stories/${STORY}/codex/${MARA}`);

    await user.selectOptions(screen.getByRole('combobox', { name: 'Arc lane' }), 'None');
    expect(screen.queryByRole('rowheader', { name: 'Arc of Mara Vell' })).not.toBeInTheDocument();
  });
});

describe("a character's arc on the board on a phone", () => {
  afterEach(() => {
    // @ts-expect-error -- jsdom has no matchMedia; the test put one on the window for itself.
    delete window.matchMedia;
  });

  it('shows the arc of ?arc= within each beat of the list, under the beat, with the same control', async () => {
    // At 360 px the phone query matches (lib/use-media-query.ts): the board is a list per beat.
    window.matchMedia = ((query: string) => ({
      matches: true,
      media: query,
      addEventListener: () => undefined,
      removeEventListener: () => undefined,
    })) as unknown as typeof window.matchMedia;
    const api = mockApi(
      answering((request) => {
        if (request.method === 'GET' && request.url === `/api/stories/${STORY}/codex/${MARA}`)
          return {
            status: 200,
            data: { _id: MARA, kind: 'character', name: 'Mara Vell', arc: [{ beat: B1, text: 'Believes the lie' }] },
          };
        return unexpected(request);
      }),
    );
    renderApp(`/stories/${STORY}/board?arc=${MARA}`, signedIn());
    const name = makeBoard().beats.find((beat) => beat._id === B1)!.name;
    const beat = await screen.findByRole('region', { name: new RegExp(name) });
    expect(screen.queryByRole('table')).not.toBeInTheDocument();
    expect(await within(beat).findByText('Believes the lie')).toBeInTheDocument();
    // Whose arc it is, read as "Arc of Mara Vell".
    expect(within(beat).getByText('Mara Vell')).toHaveTextContent('Arc of Arc: Mara Vell');
    expect(screen.getAllByText('Believes the lie')).toHaveLength(1);
    expect(screen.getByRole('combobox', { name: 'Arc lane' })).toHaveValue(MARA);
    expect(requestsOf(api)).toContain(`GET /api/stories/${STORY}/codex/${MARA}`);
  });
});

describe('the timeline', () => {
  it('lists the timed scenes in story order beside their reading order, a flashback marked, the untimed apart', async () => {
    mockApi(({ method, url }) => {
      if (method === 'GET' && url === `/api/stories/${STORY}/timeline`) {
        return {
          status: 200,
          data: {
            scenes: [
              { _id: 's4', title: 'The ledger', when: { start: { day: 1 } }, readingIndex: 3, shift: 'flashback' },
              { _id: 's1', title: 'The lamp goes out', when: { start: { day: 5 } }, readingIndex: 0, shift: null },
            ],
            untimed: [{ _id: 's3', title: 'Storm at sea', readingIndex: 2 }],
          },
        };
      }
      return unexpected({ method, url, data: undefined });
    });
    renderApp(`/stories/${STORY}/timeline`, signedIn());
    const timed = await screen.findByRole('region', { name: 'In story order' });
    const items = within(timed).getAllByRole('listitem');
    expect(items[0]).toHaveTextContent('Day 1The ledgerRead 4Flashback');
    expect(items[1]).toHaveTextContent('Day 5The lamp goes outRead 1');
    expect(
      within(screen.getByRole('region', { name: 'Without a story time' })).getByRole('link', { name: 'Storm at sea' }),
    ).toHaveAttribute('href', `/stories/${STORY}/board?scene=s3`);
    expect(screen.getByRole('link', { name: 'Board' })).toHaveAttribute('href', `/stories/${STORY}/board`);
  });
});

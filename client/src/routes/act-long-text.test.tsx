import { screen } from '@testing-library/react';
import { BEAT_MAX, TITLE_MAX } from '@three-act/contract/limits';
import type { Outline } from '@three-act/contract/outlines';
import { readDrafts } from '../lib/drafts';
import { makeOutline } from '../test/outline-fixtures';
import { mockApi, renderApp, signedIn } from '../test/render-app';

// Decision 168: a beat takes any paste whole; near and past its limit it says so, and what is too
// long waits on the device, never "Saved".
function serverWith(initial: Outline) {
  let stored = initial;
  const api = mockApi((request) => {
    if (request.method === 'GET') return { status: 200, data: stored };
    stored = { ...stored, ...(request.data as object), version: stored.version + 1 };
    return { status: 200, data: stored };
  });
  return { api, stored: () => stored };
}

const beat = (name: string) => screen.findByRole('textbox', { name: new RegExp(`^\\d+\\. ${name}`) });
const posted = (api: ReturnType<typeof mockApi>) =>
  api.mock.calls
    .filter(([request]) => request.method === 'post')
    .map(([request]) => JSON.parse(request.data as string) as Record<string, string>);

describe('a beat near and past its limit', () => {
  it('counts what is left from 90 % of the limit, and saves a beat at the limit', async () => {
    const { api, stored } = serverWith(makeOutline());
    const { user } = renderApp('/act-2', signedIn());
    const box = await beat('New world');
    await user.click(box);
    await user.paste('a'.repeat(89_999));
    expect(screen.queryByText(/characters? left of/)).not.toBeInTheDocument();
    await user.paste('b'.repeat(10_001));
    expect((box as HTMLTextAreaElement).value === `${'a'.repeat(89_999)}${'b'.repeat(10_001)}`).toBe(true);
    expect(screen.getByText('0 characters left of 100,000')).toBeInTheDocument();
    await user.keyboard('{Control>}s{/Control}');
    expect(await screen.findByText(/^Saved at /)).toBeInTheDocument();
    expect(stored().act2a01).toHaveLength(BEAT_MAX);
    expect(posted(api)).toHaveLength(1);
  });

  it('keeps a paste past the limit whole, says so, saves the other beats and never says Saved', async () => {
    const { api, stored } = serverWith(makeOutline({ version: 4 }));
    const { user } = renderApp('/act-2', signedIn());
    const long = `${'word '.repeat(20_000)}END`;
    const box = await beat('New world');
    await user.click(box);
    await user.paste(long);

    expect((box as HTMLTextAreaElement).value === long).toBe(true);
    expect(box).toHaveAttribute('aria-invalid', 'true');
    const message = 'Too long: 3 characters over the limit of 100,000. Shorten it; nothing has been cut.';
    expect(screen.getByText(message)).toBeInTheDocument();

    await user.type(await beat('Fun and games'), 'A short beat');
    await user.keyboard('{Control>}s{/Control}');
    const status = await screen.findByText('Not saved — an answer is too long: shorten it to save');
    expect(status).toBeInTheDocument();
    expect(screen.queryByText(/^Saved at /)).not.toBeInTheDocument();
    expect(posted(api)).toEqual([{ act2a03: 'A short beat' }]);
    expect(stored().act2a01).toBeNull();
    const drafts = await readDrafts('u1', 'o1', ['act2a01']);
    expect(drafts.act2a01?.text === long).toBe(true);

    // Shortened by three characters, it saves whole.
    await user.click(box);
    await user.keyboard('{End}{Backspace}{Backspace}{Backspace}');
    await user.keyboard('{Control>}s{/Control}');
    expect(await screen.findByText(/^Saved at /)).toBeInTheDocument();
    expect(stored().act2a01 === long.slice(0, -3)).toBe(true);
    expect(screen.queryByText(/Too long: /)).not.toBeInTheDocument();
    expect(box).not.toHaveAttribute('aria-invalid');
  });
});

// Decision 176: the story's title saves by itself too; past TITLE_MAX it is kept whole and held back.
describe('a story title past its limit', () => {
  it('is kept whole, counted, not sent, and saved once shortened', async () => {
    const { api, stored } = serverWith(makeOutline({ title: 'Short', version: 2 }));
    const { user } = renderApp('/act-1', signedIn());
    const title = await screen.findByRole('textbox', { name: 'Story title' });
    expect(title).not.toHaveAttribute('maxlength');
    const long = `${'A long title '.repeat(15)}THE END!`; // 203 characters: 3 over
    await user.clear(title);
    await user.paste(long);

    expect(title).toHaveValue(long);
    expect(title).toHaveAttribute('aria-invalid', 'true');
    expect(
      screen.getByText(
        `Too long: ${long.length - TITLE_MAX} characters over the limit of 200. Shorten it; nothing has been cut.`,
      ),
    ).toBeInTheDocument();
    await user.keyboard('{Control>}s{/Control}');
    expect(await screen.findByText('Not saved — the title is too long: shorten it to save')).toBeInTheDocument();
    // Said once, by the count (the form's own rule says the same thing less helpfully).
    expect(screen.queryByText(/^Title must be at most/)).not.toBeInTheDocument();
    expect(posted(api)).toEqual([]);
    expect(stored().title).toBe('Short');

    await user.keyboard('{End}{Backspace}{Backspace}{Backspace}');
    await user.keyboard('{Control>}s{/Control}');
    expect(await screen.findByText(/^Saved at /)).toBeInTheDocument();
    expect(stored().title).toBe(long.slice(0, -3));
    expect(posted(api)).toEqual([{ title: long.slice(0, -3) }]);
  });
});

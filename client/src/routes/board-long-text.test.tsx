import { screen, within } from '@testing-library/react';
import type { PatchSceneBody, Scene } from '@three-act/contract/board';
import { SCENE_PLACE_MAX, SCENE_TITLE_MAX } from '@three-act/contract/limits';
import { makeBoard, STORY } from '../test/board-fixtures';
import { mockApi, renderApp, signedIn } from '../test/render-app';

// Decision 176: the scene panel's title and place save by themselves; past their limits they are
// kept whole and counted, held back (the status says why), and saved once shortened.

const scene = makeBoard().scenes.find((each) => each._id === 's1') as Scene;

function panelServer() {
  const sent: PatchSceneBody[] = [];
  mockApi(({ method, url, data }) => {
    if (method === 'PATCH') {
      sent.push(data as PatchSceneBody);
      return { status: 200, data: { ...scene, ...(data as object), version: scene.version + sent.length } };
    }
    if (url.endsWith('/board')) return { status: 200, data: makeBoard() };
    return { status: 200, data: [] };
  });
  return sent;
}

describe('a scene title or place past its limit', () => {
  it('is kept whole and counted, not sent (the others are), and saved once shortened', async () => {
    const sent = panelServer();
    const { user } = renderApp(`/stories/${STORY}/board?scene=s1`, signedIn());
    const panel = within(await screen.findByRole('region', { name: scene.title }));
    const title = panel.getByLabelText('Title');
    const place = panel.getByLabelText('Place');
    expect(title).not.toHaveAttribute('maxlength');
    expect(place).not.toHaveAttribute('maxlength');

    const longTitle = `${'The lamp '.repeat(22)}goes out!`; // 207 characters
    expect(longTitle.length - SCENE_TITLE_MAX).toBe(7);
    await user.clear(title);
    await user.paste(longTitle);
    expect(title).toHaveValue(longTitle);
    expect(title).toHaveAttribute('aria-invalid', 'true');
    expect(
      panel.getByText('Too long: 7 characters over the limit of 200. Shorten it; nothing has been cut.'),
    ).toBeInTheDocument();
    await user.click(place);
    await user.paste('The lighthouse');
    await user.tab(); // leaving the field saves at once

    expect(
      await panel.findByText('Not saved — the title is too long: shorten it to save', undefined, { timeout: 4000 }),
    ).toBeInTheDocument();
    expect(sent).toEqual([{ place: 'The lighthouse' }]);

    // The place past its limit too: both are held, and the status names both.
    await user.click(place);
    await user.paste('x'.repeat(SCENE_PLACE_MAX));
    await user.tab();
    expect(
      await panel.findByText('Not saved — the title and the place are too long: shorten them to save'),
    ).toBeInTheDocument();
    expect(sent).toHaveLength(1);

    await user.clear(place);
    await user.type(place, 'The quay');
    await user.click(title);
    await user.keyboard('{End}{Backspace}{Backspace}{Backspace}{Backspace}{Backspace}{Backspace}{Backspace}');
    await user.tab();
    expect(await panel.findByText(/^Saved at /, undefined, { timeout: 4000 })).toBeInTheDocument();
    // Nothing past a limit ever went; what the server holds now is the shortened title and the new place.
    const later = sent.slice(1);
    expect(
      later.every(
        (body) => (body.title ?? '').length <= SCENE_TITLE_MAX && (body.place ?? '').length <= SCENE_PLACE_MAX,
      ),
    ).toBe(true);
    expect(Object.assign({}, ...later)).toEqual({ place: 'The quay', title: longTitle.slice(0, -7) });
    expect(panel.queryByText(/Too long: /)).not.toBeInTheDocument();
  });
});
